/**
 * A copy of index.html for each page (dist/pages/<folder>.html), with the styles that page needs written into
 * it; build/prerender.tsx then puts the page itself, rendered at build time, in place of the boot shell.
 * A phone then paints the page from the document alone, without waiting for a stylesheet or the app's scripts.
 * The API serves the copy for the page's path (page-routes.json lists them); any other path, and the service
 * worker offline, get index.html, whose boot shell the app replaces once it has loaded.
 */
import type { Plugin, Rolldown } from 'vite';
import type { BootFiles } from '../src/app/boot-files.ts';
import { bootStageFiles, withBootFiles } from './boot-files.ts';
import { filesBeyond, filesLoadedBy } from './chunk-graph.ts';
import { PAGE_PATHS, type PageFolder } from '../src/app/page-paths.ts';

/** Where the copies go in dist/, and the table the API reads: `{ routes: [{ path, document }] }`. */
const PAGE_DOCUMENTS_DIR = 'pages';
const PAGE_ROUTES_FILE = 'page-routes.json';

/** A page's module, `src/pages/<folder>/<folder>-page.tsx`; the folder names its path in PAGE_PATHS. */
const PAGE_MODULE = /\/src\/pages\/([a-z0-9-]+)\/\1-page\.tsx$/;

/** The page a chunk starts (the folder of its page module under pages/), if it starts one. */
export function pageOf(chunk: Rolldown.OutputChunk): string | undefined {
  if (!chunk.isDynamicEntry || !chunk.facadeModuleId) return undefined;
  return PAGE_MODULE.exec(chunk.facadeModuleId.replaceAll('\\', '/'))?.[1];
}

interface PageRoute {
  path: string;
  document: string;
}

function isPageFolder(folder: string): folder is PageFolder {
  return Object.hasOwn(PAGE_PATHS, folder);
}

/** The stylesheets index.html links to, by URL. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/** The script index.html starts the app with, by its file in the bundle. */
export const ENTRY_SCRIPT = /<script type="module"[^>]*src="\/([^"]+)"/;

/**
 * index.html for one page. The styles of its first paint (index.html's own, then `page.styles`) are written
 * into the document, so that paint waits for no other request (a round trip each on a phone's link); the page's
 * scripts join the start's list (boot-files.ts), so they are fetched with the app's rather than once the app asks
 * for them. The page's chunk still links its stylesheets when it loads; the same rules twice change nothing.
 */
export function pageDocument(indexHtml: string, page: BootFiles, cssOf: (url: string) => string): string {
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head> to add the page styles to');
  const linked = [...indexHtml.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  const css = [...new Set([...linked, ...page.styles])].map(cssOf).join('\n');
  const styled = indexHtml.replace(STYLESHEET_LINK, '').replace('</head>', `  <style>${css}</style>\n  </head>`);
  return withBootFiles(styled, page);
}

/**
 * The files each page needs beyond what the entry loads: the start's styles, then its own; its own scripts.
 * What the entry and the start load is worked out once, for every page.
 */
function pageFilesOf(entry: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle) {
  const entryFiles = filesLoadedBy([entry.fileName], bundle);
  const startStyles = bootStageFiles(entry, bundle).styles;
  return (page: Rolldown.OutputChunk): BootFiles => {
    const own = filesBeyond(filesLoadedBy([page.fileName], bundle), entryFiles);
    return { scripts: own.scripts, styles: [...startStyles, ...own.styles] };
  };
}

/** The build step: pages/<folder>.html for every page in PAGE_PATHS, and page-routes.json. */
export function pageDocumentsPlugin(): Plugin {
  return {
    name: 'sharecode-page-documents',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('page documents: index.html is not in the bundle');
      const indexHtml = String(index.source);
      const entry = bundle[ENTRY_SCRIPT.exec(indexHtml)?.[1] ?? ''];
      if (entry?.type !== 'chunk') throw new Error('page documents: index.html starts no chunk of the bundle');
      const pageFiles = pageFilesOf(entry, bundle);
      const cssOf = (url: string) => {
        const asset = bundle[url.replace(/^\//, '')];
        if (asset?.type !== 'asset') throw new Error(`page documents: ${url} is not in the bundle`);
        return String(asset.source);
      };
      const routes: PageRoute[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const folder = pageOf(chunk);
        // The not-found page answers any path, so it has no document of its own.
        if (!folder || folder === 'not-found') continue;
        if (!isPageFolder(folder)) throw new Error(`page documents: pages/${folder} has no path in PAGE_PATHS`);
        const document = `${PAGE_DOCUMENTS_DIR}/${folder}.html`;
        this.emitFile({
          type: 'asset',
          fileName: document,
          source: pageDocument(indexHtml, pageFiles(chunk), cssOf),
        });
        routes.push({ path: PAGE_PATHS[folder], document });
      }
      const missing = Object.values(PAGE_PATHS).filter((path) => !routes.some((route) => route.path === path));
      if (missing.length > 0) throw new Error(`page documents: no page module for ${missing.join(', ')}`);
      this.emitFile({ type: 'asset', fileName: PAGE_ROUTES_FILE, source: `${JSON.stringify({ routes }, null, 2)}\n` });
    },
  };
}
