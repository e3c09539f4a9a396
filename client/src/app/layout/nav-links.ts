import { defineMessages } from 'react-intl';

const labels = defineMessages({
  services: { id: 'nav.services', defaultMessage: 'Services' },
  requestFiles: { id: 'nav.requestFiles', defaultMessage: 'Request files' },
  blog: { id: 'nav.blog', defaultMessage: 'Blog' },
  terms: { id: 'nav.terms', defaultMessage: 'Terms' },
  privacy: { id: 'nav.privacy', defaultMessage: 'Privacy policy' },
  operatorConsole: { id: 'nav.operatorConsole', defaultMessage: 'Operator console' },
  product: { id: 'footer.product', defaultMessage: 'Product' },
  shareFiles: { id: 'footer.shareFiles', defaultMessage: 'Share files' },
  openShare: { id: 'footer.openShare', defaultMessage: 'Open a shared folder' },
  features: { id: 'footer.features', defaultMessage: 'Features' },
  help: { id: 'footer.help', defaultMessage: 'Help' },
  faq: { id: 'footer.faq', defaultMessage: 'FAQ' },
  contact: { id: 'footer.contact', defaultMessage: 'Contact' },
  about: { id: 'footer.about', defaultMessage: 'About' },
  legal: { id: 'footer.legal', defaultMessage: 'Legal' },
  termsAndConditions: { id: 'footer.termsAndConditions', defaultMessage: 'Terms & Conditions' },
  report: { id: 'footer.report', defaultMessage: 'Report a share' },
});

/** The global navigation bar's links. */
export const NAV_LINKS = [
  { label: labels.services, to: '/features/file-sharing' },
  { label: labels.requestFiles, to: '/request' },
  { label: labels.blog, to: '/blogs' },
  { label: labels.terms, to: '/terms' },
  { label: labels.privacy, to: '/privacy' },
] as const;

/** Shown after them to an operator (GET /api/me says `operator: true`). */
export const OPERATOR_LINK = { label: labels.operatorConsole, to: '/operator' } as const;

/** Footer columns. /faq, /privacy and /terms must be there (tests check); the rest point at real screens too. */
export const FOOTER_COLUMNS = [
  {
    heading: labels.product,
    links: [
      { label: labels.shareFiles, to: '/data-sharing' },
      { label: labels.openShare, to: '/file-access' },
      { label: labels.requestFiles, to: '/request' },
      { label: labels.services, to: '/services' },
      { label: labels.features, to: '/features' },
    ],
  },
  {
    heading: labels.help,
    links: [
      { label: labels.faq, to: '/faq' },
      { label: labels.blog, to: '/blogs' },
      { label: labels.contact, to: '/contact' },
      { label: labels.about, to: '/about' },
    ],
  },
  {
    heading: labels.legal,
    links: [
      { label: labels.privacy, to: '/privacy' },
      { label: labels.termsAndConditions, to: '/terms' },
      { label: labels.report, to: '/report' },
    ],
  },
] as const;
