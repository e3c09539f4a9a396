import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SOURCE_LANGUAGE } from '../../lib/i18n/source-language';

/** True when the page is shown in English (or a regional English), where the note would say nothing new. */
function isEnglish(locale: string): boolean {
  return locale === SOURCE_LANGUAGE || locale.startsWith(`${SOURCE_LANGUAGE}-`);
}

/**
 * A page whose words are written in English only (blog posts, privacy, terms): one short note in the visitor's
 * language says so, above the English text, which is marked `lang="en"` (screen readers switch voice, the browser
 * hyphenates and offers translation) and `dir="ltr"` (so it reads left to right on a right-to-left page).
 */
export function EnglishOnly({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  return (
    <>
      {!isEnglish(locale) && (
        <p className="muted" data-testid="english-only-note">
          <FormattedMessage id="content.englishOnly" defaultMessage="This page is available in English only." />
        </p>
      )}
      <div lang="en" dir="ltr" data-testid="english-only">
        {children}
      </div>
    </>
  );
}
