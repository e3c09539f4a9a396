/**
 * The site's long-form content drawn from `lib/content`: the FAQ accordion, the legal documents and the frame of the
 * English-only pages. Pages import from here.
 */
export { EnglishOnly } from './english-only';
export { FaqList } from './faq-list';
export { LegalDocument } from './legal-document';
