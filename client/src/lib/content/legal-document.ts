/** Shape of the long-form legal pages, rendered by `features/content/legal-document.tsx`. */
interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}
