/**
 * The build's last step (`npm run build`, after `vite build`; Vite bundles this file for Node into
 * dist-prerender/): puts each page, rendered here, into its page document (dist/pages/<folder>.html, written by
 * page-documents.ts) in place of the boot shell. A phone then paints the page's text and layout from the HTML
 * alone while the scripts still load, and the app replaces it with the same page (main.tsx loads the page's
 * chunk first). Pages drawn from the visitor's account stay shells: prerendered, they would show a stranger's.
 *
 * The prerendered page is a picture of the page, not the page: `inert`, so nothing typed, ticked or picked in it
 * is lost when the app replaces it, and hidden from screen readers, which hear the loading status instead until
 * the live page is there.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { LanguageProvider, SOURCE_LANGUAGE } from '../src/features/languages';
import { PAGE_PATHS } from '../src/app/page-paths';
import { preloadPage, routes } from '../src/app/routes';

/** The client build's output, seen from dist-prerender/. */
const DIST = new URL('../dist/', import.meta.url);
const ROUTES_FILE = new URL('page-routes.json', DIST);
const ACCOUNT_PAGES = new Set<string>([PAGE_PATHS['my-shares'], PAGE_PATHS.operator]);
/** The share page's document names the code with this slot; the API writes the code asked for into it. */
const SHARE_CODE_SLOT = '__SHARE_CODE__';
/**
 * The share page is rendered for this code (it names only a code it can read, never an address that is none),
 * which then gives way to the slot: it must be the only place the page has these digits.
 */
const SAMPLE_SHARE_CODE = '9137';
const BOOT_SHELL = /<!--boot-shell-->[\s\S]*<!--\/boot-shell-->/;
const ORIGIN = 'http://prerender.invalid';
/** What screen readers are told while the picture shows (the boot shell says the same). */
const LOADING_STATUS = '<p class="visually-hidden" role="status">Loading Sharecode…</p>';
/** Test hooks belong to the live page: a test waiting for one must get the app's element, not the picture's. */
const TEST_IDS = / data-testid="[^"]*"/g;

interface PageRoute {
  path: string;
  document: string;
  shareCodeSlot?: string;
}

/** The app's routes rendered at `path`, as the browser's first render draws them for a visitor with no account. */
async function renderPage(path: string): Promise<string> {
  // Loaded first, the page renders in one pass, as the app's first render does after main.tsx's preload.
  await preloadPage(new URL(path, ORIGIN).pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, ORIGIN)));
  if (context instanceof Response) throw new Error(`prerendering ${path}: the router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <LanguageProvider initial={{ tag: SOURCE_LANGUAGE, messages: {} }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </LanguageProvider>,
  );
  // A part still loading would be its spinner, or need a script to reveal it, which the page's CSP refuses.
  if (html.includes('<script') || html.includes('<!--$?-->') || html.includes('<!--$!-->'))
    throw new Error(`prerendering ${path}: part of the page was still loading`);
  if (!html.startsWith('<div '))
    throw new Error(`prerendering ${path}: the page does not start with the layout's <div>`);
  return `${LOADING_STATUS}<div aria-hidden="true" inert ${html.slice('<div '.length).replace(TEST_IDS, '')}`;
}

async function prerenderPages(): Promise<void> {
  const { routes: pages } = JSON.parse(await readFile(ROUTES_FILE, 'utf8')) as { routes: PageRoute[] };
  let count = 0;
  for (const page of pages) {
    if (ACCOUNT_PAGES.has(page.path)) continue;
    const isShare = page.path === PAGE_PATHS.share;
    const path = isShare ? page.path.replace(':ref', SAMPLE_SHARE_CODE) : page.path;
    if (path.includes(':')) throw new Error(`prerendering: no way to fill in the parameters of ${page.path}`);
    const file = fileURLToPath(new URL(page.document, DIST));
    const document = await readFile(file, 'utf8');
    if (!BOOT_SHELL.test(document)) throw new Error(`prerendering: ${page.document} has no boot shell to replace`);
    const rendered = await renderPage(path);
    if (isShare && rendered.split(SAMPLE_SHARE_CODE).length !== 2)
      throw new Error(`prerendering: the share page must name its code ${SAMPLE_SHARE_CODE} exactly once`);
    const html = isShare ? rendered.replace(SAMPLE_SHARE_CODE, SHARE_CODE_SLOT) : rendered;
    await writeFile(
      file,
      document.replace(BOOT_SHELL, () => html),
    );
    if (isShare) {
      if (!html.includes(SHARE_CODE_SLOT)) throw new Error('prerendering: the share page no longer names its code');
      page.shareCodeSlot = SHARE_CODE_SLOT;
    }
    count++;
  }
  await writeFile(ROUTES_FILE, `${JSON.stringify({ routes: pages }, null, 2)}\n`);
  console.log(`prerendered ${count} page documents`);
}

await prerenderPages();
