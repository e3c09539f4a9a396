/**
 * Every page's route path, by the folder its page lives in (`pages/<folder>/<folder>-page.tsx`). The router
 * (routes.tsx) and the build read it: the build writes each page a document of its own, prerendered
 * (build/page-documents.ts, build/prerender.tsx), which the API serves for the page's path.
 */
export const PAGE_PATHS = {
  home: '/',
  login: '/login',
  signup: '/signup',
  'forgot-password': '/forgot-password',
  'my-shares': '/my-shares',
  about: '/about',
  contact: '/contact',
  services: '/services',
  features: '/features',
  'features-file-sharing': '/features/file-sharing',
  'features-file-recovery': '/features/file-recovery',
  'data-sharing': '/data-sharing',
  'file-access': '/file-access',
  share: '/s/:ref',
  answer: '/r/:ref',
  request: '/request',
  'request-view': '/request/:code',
  'ai-file-restoring': '/ai-file-restoring',
  'secure-cloud-storage': '/secure-cloud-storage',
  'auto-file-syncing': '/auto-file-syncing',
  'end-to-end-encryption': '/end-to-end-encryption',
  test: '/test',
  blogs: '/blogs',
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  report: '/report',
  operator: '/operator',
} as const;

export type PageFolder = keyof typeof PAGE_PATHS;
