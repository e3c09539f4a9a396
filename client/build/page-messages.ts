/**
 * Each language's catalogue, cut along the bundle's chunks, so a page loads only the messages it can show
 * (docs/translating.md, "How a page gets its messages"):
 *   assets/messages/<build>/<tag>/start.json   the messages of the scripts every page starts with
 *   assets/messages/<build>/<tag>/shell.json   those of the parts of the frame that load later, on any page (the
 *                                              search's results, the account dialog, the app's status)
 *   assets/messages/<build>/<tag>/<page>.json  a page's messages beyond the start's: its chunk and every chunk it
 *                                              may load later (dialogs, the gallery, the live road)
 * A message belongs to a file when its id is written in one of the file's scripts (the compiled descriptors keep
 * their ids). `<build>` is a hash of every file, so the files can be cached for ever; the documents name it in
 * an inert JSON block (MESSAGES_BUILD_ID) that the page's loader reads.
 */
import { createHash } from 'node:crypto';
import type { Rolldown } from 'vite';
import {
  MESSAGES_BUILD_ID,
  RUNTIME_ID_PREFIXES,
  SHELL_MESSAGES,
  START_MESSAGES,
  messagesUrl,
} from '../src/lib/i18n/messages-files.ts';
import { filesLoadedBy } from './chunk-graph.ts';
import { pageOf } from './page-documents.ts';

/** Every string literal of a script: a message id is one, as the compiled descriptors write it. */
const STRING_LITERAL = /(["'`])([\w.-]+)\1/g;

type Catalogue = Record<string, unknown>;

/**
 * The chunks `roots` load, now (static imports) and later (dynamic ones), by file name; with `pagesApart`, not
 * through another page's chunk (that page's file has its messages).
 */
function chunksReachedFrom(roots: readonly string[], bundle: Rolldown.OutputBundle, pagesApart = false): Set<string> {
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    if (reached.has(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    if (pagesApart && !roots.includes(fileName) && pageOf(chunk)) return;
    reached.add(fileName);
    chunk.imports.forEach(visit);
    chunk.dynamicImports.forEach(visit);
  };
  roots.forEach(visit);
  return reached;
}

/** The ids of `known` that the chunks `fileNames` write. */
function messageIdsIn(fileNames: Iterable<string>, bundle: Rolldown.OutputBundle, known: Set<string>) {
  const ids = new Set<string>();
  for (const fileName of fileNames) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') continue;
    for (const [, , literal] of chunk.code.matchAll(STRING_LITERAL)) if (known.has(literal)) ids.add(literal);
  }
  return ids;
}

/** The message ids of the start, of the shell's later parts and of each page (each beyond the start's). */
export function messageIdsByFile(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk, known: Set<string>) {
  // The start: the scripts every page runs before it renders, the entry's and the start's stages.
  const startScripts = filesLoadedBy([entry.fileName, ...entry.dynamicImports], bundle).scripts;
  const startChunks = new Set(startScripts.map((url) => url.replace(/^\//, '')));
  const start = messageIdsIn(startChunks, bundle, known);
  // The shell: whatever the start loads later that is not a page, whose words show on any page.
  const shellChunks = [...chunksReachedFrom([...startChunks], bundle, true)].filter((name) => !startChunks.has(name));
  // And the messages formatted by ids made at run time (an API error's sentence), which no script writes whole.
  const byRuntimeId = [...known].filter((id) => RUNTIME_ID_PREFIXES.some((prefix) => id.startsWith(prefix)));
  const shell = new Set([...messageIdsIn(shellChunks, bundle, known), ...byRuntimeId].filter((id) => !start.has(id)));
  const pages: Record<string, Set<string>> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    const folder = pageOf(chunk);
    if (!folder) continue;
    if (folder === SHELL_MESSAGES || folder === START_MESSAGES) throw new Error(`a page may not be named ${folder}`);
    const own = [...chunksReachedFrom([chunk.fileName], bundle, true)].filter((fileName) => !startChunks.has(fileName));
    pages[folder] = new Set([...messageIdsIn(own, bundle, known)].filter((id) => !start.has(id)));
  }
  return { start, shell, pages };
}

/** `catalogue` cut down to `ids`, in id order. */
function pick(catalogue: Catalogue, ids: Set<string>): Catalogue {
  return Object.fromEntries([...ids].sort().flatMap((id) => (id in catalogue ? [[id, catalogue[id]]] : [])));
}

export interface MessagesFile {
  fileName: string;
  source: string;
}

/**
 * Every language's files, and the build's hash that names their folder. `catalogues` are the compiled
 * catalogues by tag (the source language's excepted: its messages are in the code).
 */
export function messagesFiles(
  catalogues: Record<string, Catalogue>,
  ids: { start: Set<string>; shell: Set<string>; pages: Record<string, Set<string>> },
): { build: string; files: MessagesFile[] } {
  const parts = Object.entries(catalogues).flatMap(([tag, catalogue]) => [
    { tag, name: START_MESSAGES, source: JSON.stringify(pick(catalogue, ids.start)) },
    { tag, name: SHELL_MESSAGES, source: JSON.stringify(pick(catalogue, ids.shell)) },
    ...Object.entries(ids.pages).map(([name, pageIds]) => ({
      tag,
      name,
      source: JSON.stringify(pick(catalogue, pageIds)),
    })),
  ]);
  const hash = createHash('sha256');
  for (const { tag, name, source } of parts) hash.update(`${tag}/${name}\n${source}\n`);
  const build = hash.digest('hex').slice(0, 12);
  const files = parts.map(({ tag, name, source }) => ({
    fileName: messagesUrl(build, tag, name).replace(/^\//, ''),
    source,
  }));
  return { build, files };
}

/** `html` naming the build's messages for the page's loader, in an inert JSON block in its head. */
export function withMessagesBuild(html: string, build: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head> to name the messages build in');
  const block = `<script type="application/json" id="${MESSAGES_BUILD_ID}">${JSON.stringify(build)}</script>`;
  return html.replace('</head>', `  ${block}\n  </head>`);
}

const MESSAGES_BUILD_BLOCK = new RegExp(
  `<script type="application/json" id="${MESSAGES_BUILD_ID}">"([0-9a-f]+)"</script>`,
);

/** The build a document names (withMessagesBuild). */
export function messagesBuildOf(html: string): string {
  const build = MESSAGES_BUILD_BLOCK.exec(html)?.[1];
  if (!build) throw new Error('the document names no messages build');
  return build;
}
