import type { LegalDocument as LegalDocumentContent } from '../../lib/content/legal-document';
import { PageHeader } from '../../components/page-header/page-header';
import { EnglishOnly } from './english-only';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Renders a terms/privacy document from its data module: written in English only, and marked so (EnglishOnly). */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <div className="container page">
      <EnglishOnly>
        <PageHeader title={document.title} lead={document.intro}>
          <p className="muted">
            Last updated <time dateTime={document.updated}>{dateFormat.format(new Date(document.updated))}</time>
          </p>
        </PageHeader>
        <article className="prose">
          {document.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((entry) => (
                    <li key={entry}>{entry}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </EnglishOnly>
    </div>
  );
}
