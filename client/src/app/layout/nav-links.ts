/** The global navigation bar's links. */
export const NAV_LINKS = [
  { label: 'Services', to: '/features/file-sharing' },
  { label: 'Blog', to: '/blogs' },
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy policy', to: '/privacy' },
] as const;

/** Shown after them to an operator (GET /api/me says `operator: true`). */
export const OPERATOR_LINK = { label: 'Operator console', to: '/operator' } as const;

/** Footer columns. /faq, /privacy and /terms must be there (tests check); the rest point at real screens too. */
export const FOOTER_COLUMNS = [
  {
    heading: 'Product',
    links: [
      { label: 'Share files', to: '/data-sharing' },
      { label: 'Open a shared folder', to: '/file-access' },
      { label: 'Services', to: '/services' },
      { label: 'Features', to: '/features' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { label: 'FAQ', to: '/faq' },
      { label: 'Blog', to: '/blogs' },
      { label: 'Contact', to: '/contact' },
      { label: 'About', to: '/about' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy policy', to: '/privacy' },
      { label: 'Terms & Conditions', to: '/terms' },
      { label: 'Report a share', to: '/report' },
    ],
  },
] as const;
