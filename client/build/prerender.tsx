/**
 * The build's last step (`npm run build`, after `vite build`; Vite bundles this file for Node into
 * dist-prerender/): puts each page, rendered here, into its page document (dist/pages/<folder>.html, written by
 * page-documents.ts) in place of the boot shell. A phone then paints the page's text and layout from the HTML
 * alone while the scripts still load, and the app replaces it with the same page (main.tsx loads the page's
 * chunk first). Pages drawn from the visitor's account or device stay shells: prerendered, they would show a
 * stranger's, or nothing.
 *
 * The prerendered page is a picture of the page, not the page: `inert`, so nothing typed, ticked or picked in it
 * is lost when the app replaces it, and hidden from screen readers, which hear the loading status instead until
 * the live page is there.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import {
  LANGUAGES,
  LanguageProvider,
  loadLanguage,
  type LoadedLanguage,
  SOURCE_LANGUAGE,
} from '../src/features/languages';
import { documentMessages } from '../src/app/document-messages';
import { PAGE_PATHS } from '../src/app/page-paths';
import { preloadPage, routes } from '../src/app/routes';
import { intlFor } from '../src/lib/i18n/intl-for';
import { documentInLanguage, type DocumentWords } from '../src/lib/i18n/document-language';
import { messagesUrl, START_MESSAGES } from '../src/lib/i18n/messages-files';
import { withBootFiles } from './boot-files';
import { messagesBuildOf } from './page-messages';

/** The client build's output, seen from dist-prerender/. */
const DIST = new URL('../dist/', import.meta.url);
const ROUTES_FILE = new URL('page-routes.json', DIST);
const ACCOUNT_PAGES = new Set<string>([PAGE_PATHS['my-shares'], PAGE_PATHS.operator]);
/**
 * Pages drawn from what this device keeps (a file request's keys) or from the key in the address's fragment (a
 * request's uploader page): prerendered, they would show nothing true.
 */
const DEVICE_PAGES = new Set<string>([PAGE_PATHS['request-view'], PAGE_PATHS.answer]);
const shellOnly = (path: string) => ACCOUNT_PAGES.has(path) || DEVICE_PAGES.has(path);
/** The share page's document names the code with this slot; the API writes the code asked for into it. */
const SHARE_CODE_SLOT = '__SHARE_CODE__';
/**
 * The share page is rendered for this code (it names only a code it can read, never an address that is none),
 * which then gives way to the slot: it must be the only place the page has these digits.
 */
const SAMPLE_SHARE_CODE = '9137';
const BOOT_SHELL = /<!--boot-shell-->[\s\S]*<!--\/boot-shell-->/;
const ORIGIN = 'http://prerender.invalid';
/** What screen readers are told while the picture shows: the boot shell's line, in the page's language. */
const loadingStatus = (words: DocumentWords) =>
  `<p class="visually-hidden" role="status">${words.loading.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</p>`;
/** Test hooks belong to the live page: a test waiting for one must get the app's element, not the picture's. */
const TEST_IDS = / data-testid="[^"]*"/g;

interface PageRoute {
  path: string;
  document: string;
  /** The document in each other language, by tag (the one above is the source language's). */
  languages?: Record<string, string>;
  shareCodeSlot?: string;
}

/** A language as the documents need it: its catalogue, its direction, and the document's own words in it. */
interface DocumentLanguage {
  loaded: LoadedLanguage;
  dir: 'ltr' | 'rtl';
  words: DocumentWords;
}

async function documentLanguages(): Promise<DocumentLanguage[]> {
  return Promise.all(
    LANGUAGES.map(async ({ tag, dir }) => {
      const loaded = await loadLanguage(tag);
      const intl = intlFor(tag, loaded.messages);
      const words = Object.fromEntries(
        Object.entries(documentMessages).map(([key, message]) => [key, intl.formatMessage(message)]),
      ) as unknown as DocumentWords;
      return { loaded, dir, words };
    }),
  );
}

/** Where a page's document in `tag` goes: the source language's is the page's own, the others' in pages/<tag>/. */
function documentIn(tag: string, sourceDocument: string): string {
  return tag === SOURCE_LANGUAGE ? sourceDocument : sourceDocument.replace(/^pages\//, `pages/${tag}/`);
}

/** The app's routes rendered at `path`, as the browser's first render draws them for a visitor with no account. */
async function renderPage(path: string, language: DocumentLanguage): Promise<string> {
  // Loaded first, the page renders in one pass, as the app's first render does after main.tsx's preload.
  await preloadPage(new URL(path, ORIGIN).pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, ORIGIN)));
  if (context instanceof Response) throw new Error(`prerendering ${path}: the router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <LanguageProvider initial={language.loaded}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </LanguageProvider>,
  );
  // A part still loading would be its spinner, or need a script to reveal it, which the page's CSP refuses.
  if (html.includes('<script') || html.includes('<!--$?-->') || html.includes('<!--$!-->'))
    throw new Error(`prerendering ${path}: part of the page was still loading`);
  if (!html.startsWith('<div '))
    throw new Error(`prerendering ${path}: the page does not start with the layout's <div>`);
  return `${loadingStatus(language.words)}<div aria-hidden="true" inert ${html.slice('<div '.length).replace(TEST_IDS, '')}`;
}

/**
 * A document in a language other than the source with its words' files in the start's list, fetched with the
 * app's scripts: the start's messages and its page's (build/page-messages.ts).
 */
function withPageMessages(document: string, tag: string, pageDocument: string): string {
  if (tag === SOURCE_LANGUAGE) return document;
  const build = messagesBuildOf(document);
  const page = basename(pageDocument, '.html');
  const messages = [messagesUrl(build, tag, START_MESSAGES), messagesUrl(build, tag, page)];
  return withBootFiles(document, { scripts: [], styles: [], messages });
}

async function prerenderPages(): Promise<void> {
  const { routes: pages } = JSON.parse(await readFile(ROUTES_FILE, 'utf8')) as { routes: PageRoute[] };
  const languages = await documentLanguages();
  const english = languages.find(({ loaded }) => loaded.tag === SOURCE_LANGUAGE)!.words;
  let count = 0;
  for (const page of pages) {
    const isShare = page.path === PAGE_PATHS.share;
    const path = isShare ? page.path.replace(':ref', SAMPLE_SHARE_CODE) : page.path;
    if (path.includes(':') && !shellOnly(page.path))
      throw new Error(`prerendering: no way to fill in the parameters of ${page.path}`);
    const template = await readFile(fileURLToPath(new URL(page.document, DIST)), 'utf8');
    if (!BOOT_SHELL.test(template)) throw new Error(`prerendering: ${page.document} has no boot shell to replace`);
    page.languages = {};
    for (const language of languages) {
      const { tag } = language.loaded;
      const document = withPageMessages(
        documentInLanguage(template, english, { tag, dir: language.dir, words: language.words }),
        tag,
        page.document,
      );
      const html = shellOnly(page.path) ? null : await prerendered(path, isShare, language);
      const file = documentIn(tag, page.document);
      await mkdir(dirname(fileURLToPath(new URL(file, DIST))), { recursive: true });
      await writeFile(new URL(file, DIST), html === null ? document : document.replace(BOOT_SHELL, () => html));
      if (tag !== SOURCE_LANGUAGE) page.languages[tag] = file;
    }
    if (isShare) page.shareCodeSlot = SHARE_CODE_SLOT;
    if (!shellOnly(page.path)) count++;
  }
  await writeFile(ROUTES_FILE, `${JSON.stringify({ sourceLanguage: SOURCE_LANGUAGE, routes: pages }, null, 2)}\n`);
  console.log(`prerendered ${count} page documents in ${languages.length} languages`);
}

/** The page at `path` rendered in `language`; the share page's sample code given way to the slot. */
async function prerendered(path: string, isShare: boolean, language: DocumentLanguage): Promise<string> {
  const rendered = await renderPage(path, language);
  if (!isShare) return rendered;
  if (rendered.split(SAMPLE_SHARE_CODE).length !== 2)
    throw new Error(`prerendering: the share page must name its code ${SAMPLE_SHARE_CODE} exactly once`);
  return rendered.replace(SAMPLE_SHARE_CODE, SHARE_CODE_SLOT);
}

await prerenderPages();
