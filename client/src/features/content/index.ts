/** The site's long-form content drawn from `lib/content`: the FAQ accordion and the legal documents. Pages import from here. */
export { FaqList } from './faq-list';
export { LegalDocument } from './legal-document';
