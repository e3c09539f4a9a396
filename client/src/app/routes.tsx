import { matchRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/layout';
import { CodeExchangeHost } from '../features/live';
import { QueuedUploadsSender } from '../features/send';
import { lazyPage, type LazyPageComponent } from './lazy-page';
import { PAGE_PATHS, type PageFolder } from './page-paths';

/*
 * Every route. Each page is its own chunk (`pages/<folder>/<folder>-page.tsx`, default export),
 * so the home route ships only the shell. The sharing screens (data-sharing, file-access, features-file-*,
 * share) belong to the sharing feature; this file only wires them in.
 */
/** Every page with a path, by its folder under pages/ (the keys of PAGE_PATHS). */
const page: Record<PageFolder, LazyPageComponent> = {
  home: lazyPage(() => import('../pages/home/home-page')),
  login: lazyPage(() => import('../pages/login/login-page')),
  signup: lazyPage(() => import('../pages/signup/signup-page')),
  'forgot-password': lazyPage(() => import('../pages/forgot-password/forgot-password-page')),
  'my-shares': lazyPage(() => import('../pages/my-shares/my-shares-page')),
  about: lazyPage(() => import('../pages/about/about-page')),
  contact: lazyPage(() => import('../pages/contact/contact-page')),
  services: lazyPage(() => import('../pages/services/services-page')),
  features: lazyPage(() => import('../pages/features/features-page')),
  'data-sharing': lazyPage(() => import('../pages/data-sharing/data-sharing-page')),
  'file-access': lazyPage(() => import('../pages/file-access/file-access-page')),
  'features-file-sharing': lazyPage(() => import('../pages/features-file-sharing/features-file-sharing-page')),
  'features-file-recovery': lazyPage(() => import('../pages/features-file-recovery/features-file-recovery-page')),
  share: lazyPage(() => import('../pages/share/share-page')),
  'ai-file-restoring': lazyPage(() => import('../pages/ai-file-restoring/ai-file-restoring-page')),
  'secure-cloud-storage': lazyPage(() => import('../pages/secure-cloud-storage/secure-cloud-storage-page')),
  'auto-file-syncing': lazyPage(() => import('../pages/auto-file-syncing/auto-file-syncing-page')),
  'end-to-end-encryption': lazyPage(() => import('../pages/end-to-end-encryption/end-to-end-encryption-page')),
  test: lazyPage(() => import('../pages/test/test-page')),
  blogs: lazyPage(() => import('../pages/blogs/blogs-page')),
  faq: lazyPage(() => import('../pages/faq/faq-page')),
  terms: lazyPage(() => import('../pages/terms/terms-page')),
  privacy: lazyPage(() => import('../pages/privacy/privacy-page')),
  report: lazyPage(() => import('../pages/report/report-page')),
  operator: lazyPage(() => import('../pages/operator/operator-page')),
};
const NotFound = lazyPage(() => import('../pages/not-found/not-found-page'));

export const routes: RouteObject[] = [
  {
    element: (
      <Layout
        background={
          <>
            <QueuedUploadsSender />
            <CodeExchangeHost />
          </>
        }
      />
    ),
    children: [
      // `handle`: the page component, which preloadPage loads ahead of the first render.
      ...Object.entries(PAGE_PATHS).map(([folder, path]) => {
        const Page = page[folder as PageFolder];
        return { path, element: <Page />, handle: Page };
      }),
      { path: '*', element: <NotFound />, handle: NotFound },
    ],
  },
];

/** Loads the chunk of the page at `pathname` (resolves when loaded, or when loading failed). */
export async function preloadPage(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as LazyPageComponent] : [],
  );
  await Promise.all(pages.map((each) => each.preload()));
}
