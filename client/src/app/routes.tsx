import type { RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/layout';
import { lazyPage } from './lazy-page';

/*
 * Every route. Each page is its own chunk (`pages/<folder>/<folder>-page.tsx`, default export),
 * so the home route ships only the shell. The sharing screens (data-sharing, file-access, features-file-*,
 * share) belong to the sharing feature; this file only wires them in.
 */
const page = {
  home: lazyPage(() => import('../pages/home/home-page')),
  login: lazyPage(() => import('../pages/login/login-page')),
  signup: lazyPage(() => import('../pages/signup/signup-page')),
  forgotPassword: lazyPage(() => import('../pages/forgot-password/forgot-password-page')),
  myShares: lazyPage(() => import('../pages/my-shares/my-shares-page')),
  about: lazyPage(() => import('../pages/about/about-page')),
  contact: lazyPage(() => import('../pages/contact/contact-page')),
  services: lazyPage(() => import('../pages/services/services-page')),
  features: lazyPage(() => import('../pages/features/features-page')),
  dataSharing: lazyPage(() => import('../pages/data-sharing/data-sharing-page')),
  fileAccess: lazyPage(() => import('../pages/file-access/file-access-page')),
  featuresFileSharing: lazyPage(() => import('../pages/features-file-sharing/features-file-sharing-page')),
  featuresFileRecovery: lazyPage(() => import('../pages/features-file-recovery/features-file-recovery-page')),
  share: lazyPage(() => import('../pages/share/share-page')),
  aiFileRestoring: lazyPage(() => import('../pages/ai-file-restoring/ai-file-restoring-page')),
  secureCloudStorage: lazyPage(() => import('../pages/secure-cloud-storage/secure-cloud-storage-page')),
  autoFileSyncing: lazyPage(() => import('../pages/auto-file-syncing/auto-file-syncing-page')),
  endToEndEncryption: lazyPage(() => import('../pages/end-to-end-encryption/end-to-end-encryption-page')),
  test: lazyPage(() => import('../pages/test/test-page')),
  blogs: lazyPage(() => import('../pages/blogs/blogs-page')),
  faq: lazyPage(() => import('../pages/faq/faq-page')),
  terms: lazyPage(() => import('../pages/terms/terms-page')),
  privacy: lazyPage(() => import('../pages/privacy/privacy-page')),
  report: lazyPage(() => import('../pages/report/report-page')),
  operator: lazyPage(() => import('../pages/operator/operator-page')),
  notFound: lazyPage(() => import('../pages/not-found/not-found-page')),
};

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <page.home /> },
      { path: 'login', element: <page.login /> },
      { path: 'signup', element: <page.signup /> },
      { path: 'forgot-password', element: <page.forgotPassword /> },
      { path: 'my-shares', element: <page.myShares /> },
      { path: 'about', element: <page.about /> },
      { path: 'contact', element: <page.contact /> },
      { path: 'services', element: <page.services /> },
      { path: 'features', element: <page.features /> },
      { path: 'features/file-sharing', element: <page.featuresFileSharing /> },
      { path: 'features/file-recovery', element: <page.featuresFileRecovery /> },
      { path: 'data-sharing', element: <page.dataSharing /> },
      { path: 'file-access', element: <page.fileAccess /> },
      { path: 's/:ref', element: <page.share /> },
      { path: 'ai-file-restoring', element: <page.aiFileRestoring /> },
      { path: 'secure-cloud-storage', element: <page.secureCloudStorage /> },
      { path: 'auto-file-syncing', element: <page.autoFileSyncing /> },
      { path: 'end-to-end-encryption', element: <page.endToEndEncryption /> },
      { path: 'test', element: <page.test /> },
      { path: 'blogs', element: <page.blogs /> },
      { path: 'faq', element: <page.faq /> },
      { path: 'terms', element: <page.terms /> },
      { path: 'privacy', element: <page.privacy /> },
      { path: 'report', element: <page.report /> },
      { path: 'operator', element: <page.operator /> },
      { path: '*', element: <page.notFound /> },
    ],
  },
];
