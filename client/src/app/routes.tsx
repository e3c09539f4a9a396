import { matchRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/layout';
import { lazyPage, type LazyPageComponent } from './lazy-page';
import { PAGE_PATHS } from './page-paths';

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
      { path: PAGE_PATHS.home, element: <page.home /> },
      { path: PAGE_PATHS.login, element: <page.login /> },
      { path: PAGE_PATHS.signup, element: <page.signup /> },
      { path: PAGE_PATHS['forgot-password'], element: <page.forgotPassword /> },
      { path: PAGE_PATHS['my-shares'], element: <page.myShares /> },
      { path: PAGE_PATHS.about, element: <page.about /> },
      { path: PAGE_PATHS.contact, element: <page.contact /> },
      { path: PAGE_PATHS.services, element: <page.services /> },
      { path: PAGE_PATHS.features, element: <page.features /> },
      { path: PAGE_PATHS['features-file-sharing'], element: <page.featuresFileSharing /> },
      { path: PAGE_PATHS['features-file-recovery'], element: <page.featuresFileRecovery /> },
      { path: PAGE_PATHS['data-sharing'], element: <page.dataSharing /> },
      { path: PAGE_PATHS['file-access'], element: <page.fileAccess /> },
      { path: PAGE_PATHS.share, element: <page.share /> },
      { path: PAGE_PATHS['ai-file-restoring'], element: <page.aiFileRestoring /> },
      { path: PAGE_PATHS['secure-cloud-storage'], element: <page.secureCloudStorage /> },
      { path: PAGE_PATHS['auto-file-syncing'], element: <page.autoFileSyncing /> },
      { path: PAGE_PATHS['end-to-end-encryption'], element: <page.endToEndEncryption /> },
      { path: PAGE_PATHS.test, element: <page.test /> },
      { path: PAGE_PATHS.blogs, element: <page.blogs /> },
      { path: PAGE_PATHS.faq, element: <page.faq /> },
      { path: PAGE_PATHS.terms, element: <page.terms /> },
      { path: PAGE_PATHS.privacy, element: <page.privacy /> },
      { path: PAGE_PATHS.report, element: <page.report /> },
      { path: PAGE_PATHS.operator, element: <page.operator /> },
      { path: '*', element: <page.notFound /> },
    ],
  },
];

/** Loads the chunk of the page at `pathname` (resolves when loaded, or when loading failed). */
export async function preloadPage(pathname: string): Promise<void> {
  const pages = new Set<unknown>(Object.values(page));
  const matched = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (route.element as { type?: unknown } | undefined)?.type)
    .filter((type): type is LazyPageComponent => pages.has(type));
  await Promise.all(matched.map((each) => each.preload()));
}
