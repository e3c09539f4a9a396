import { matchRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/layout';
import { CodeExchangeHost } from '../features/live';
import { pageMessagesReady } from '../features/languages';
import { QueuedUploadsSender } from '../features/send';
import { lazyPage, type LazyPageComponent } from './lazy-page';
import { PAGE_PATHS, type PageFolder } from './page-paths';

/*
 * Every route. Each page is its own chunk (`pages/<folder>/<folder>-page.tsx`, default export),
 * so the home route ships only the shell. The sharing screens (data-sharing, file-access, features-file-*,
 * share) belong to the sharing feature; this file only wires them in.
 */
type PageModule = Parameters<typeof lazyPage>[1];

/** Every page with a path, by its folder under pages/ (the keys of PAGE_PATHS). */
const pageModules: Record<PageFolder, PageModule> = {
  home: () => import('../pages/home/home-page'),
  login: () => import('../pages/login/login-page'),
  signup: () => import('../pages/signup/signup-page'),
  'forgot-password': () => import('../pages/forgot-password/forgot-password-page'),
  'my-shares': () => import('../pages/my-shares/my-shares-page'),
  about: () => import('../pages/about/about-page'),
  contact: () => import('../pages/contact/contact-page'),
  services: () => import('../pages/services/services-page'),
  features: () => import('../pages/features/features-page'),
  'data-sharing': () => import('../pages/data-sharing/data-sharing-page'),
  'file-access': () => import('../pages/file-access/file-access-page'),
  'features-file-sharing': () => import('../pages/features-file-sharing/features-file-sharing-page'),
  'features-file-recovery': () => import('../pages/features-file-recovery/features-file-recovery-page'),
  share: () => import('../pages/share/share-page'),
  answer: () => import('../pages/answer/answer-page'),
  request: () => import('../pages/request/request-page'),
  'request-view': () => import('../pages/request-view/request-view-page'),
  'ai-file-restoring': () => import('../pages/ai-file-restoring/ai-file-restoring-page'),
  'secure-cloud-storage': () => import('../pages/secure-cloud-storage/secure-cloud-storage-page'),
  'auto-file-syncing': () => import('../pages/auto-file-syncing/auto-file-syncing-page'),
  'end-to-end-encryption': () => import('../pages/end-to-end-encryption/end-to-end-encryption-page'),
  test: () => import('../pages/test/test-page'),
  blogs: () => import('../pages/blogs/blogs-page'),
  faq: () => import('../pages/faq/faq-page'),
  terms: () => import('../pages/terms/terms-page'),
  privacy: () => import('../pages/privacy/privacy-page'),
  report: () => import('../pages/report/report-page'),
  operator: () => import('../pages/operator/operator-page'),
};
const page = Object.fromEntries(
  Object.entries(pageModules).map(([folder, load]) => [folder, lazyPage(folder, load)]),
) as Record<PageFolder, LazyPageComponent>;
const NOT_FOUND_PAGE = 'not-found';
const NotFound = lazyPage(NOT_FOUND_PAGE, () => import('../pages/not-found/not-found-page'));

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

/**
 * Fetches every page's words in the page's language, for the service worker to keep: offline, any page then opens
 * in the visitor's language, not only those they had opened.
 */
export async function loadEveryPagesMessages(): Promise<void> {
  await Promise.all([...Object.keys(pageModules), NOT_FOUND_PAGE].map(pageMessagesReady));
}

/** Loads the chunk of the page at `pathname` (resolves when loaded, or when loading failed). */
export async function preloadPage(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as LazyPageComponent] : [],
  );
  await Promise.all(pages.map((each) => each.preload()));
}
