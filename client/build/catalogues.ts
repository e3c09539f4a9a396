/**
 * The translations, as the page loads them (docs/translating.md): `virtual:catalogues` gives `loadCatalogue(tag)`,
 * a language's messages for the start, and `loadPageMessages(tag, page)`, a page's messages beyond those. In the
 * browser's build they are files cut from each catalogue along the bundle's chunks (build/page-messages.ts), fetched
 * by src/lib/i18n/fetched-catalogues.ts, so a page loads only its visitor's language and only what it can show; on
 * the development server and in the prerender, `loadCatalogue` imports the whole catalogue and pages need no more. Each message is parsed here, at build time, so the page needs no message parser: the
 * build aliases it away (vite.config.ts), and a message that is not valid ICU MessageFormat fails the build.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin, Rolldown } from 'vite';
import { ENTRY_SCRIPT } from './page-documents.ts';
import { messageIdsByFile, messagesFiles, withMessagesBuild } from './page-messages.ts';

const CATALOGUES_MODULE = 'virtual:catalogues';
const RESOLVED_CATALOGUES = `\0${CATALOGUES_MODULE}`;
/** One language's catalogue: a module id without `.json`, so that Vite's JSON plugin leaves it to this one. */
const CATALOGUE_PREFIX = '\0catalogue:';

/** The catalogues' languages: every file in `dir` but the source language's, whose messages are in the code. */
export function catalogueTags(dir: string, sourceTag: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => basename(name, '.json'))
    .filter((tag) => tag !== sourceTag)
    .sort();
}

/** A catalogue's messages, each parsed to the form react-intl formats without a parser. */
function compiledCatalogue(source: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, string>;
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
}

/**
 * A pseudo-language's catalogue (en-XA, en-XB), made from the source catalogue by FormatJS's own pseudo-localizer,
 * already parsed.
 */
function pseudoCatalogue(sourceFile: string, tag: string): Record<string, unknown> {
  const cli = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs');
  const compiled = execFileSync(
    process.execPath,
    [cli, 'compile', sourceFile, '--ast', '--format', 'simple', '--pseudo-locale', tag],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(compiled) as Record<string, unknown>;
}

/** The browser build's loader: the cut files, fetched (src/lib/i18n/fetched-catalogues.ts). */
const FETCHED_CATALOGUES = fileURLToPath(new URL('../src/lib/i18n/fetched-catalogues.ts', import.meta.url));

export function cataloguesPlugin({
  dir,
  sourceTag,
  pseudoTags,
}: {
  dir: string;
  sourceTag: string;
  /** Pseudo-languages to make from the source catalogue (PSEUDO_LANGUAGES). */
  pseudoTags: readonly string[];
}): Plugin[] {
  const tags = () => [...catalogueTags(dir, sourceTag), ...pseudoTags];
  const compiled = (tag: string): Record<string, unknown> => {
    const pseudo = pseudoTags.includes(tag);
    const file = join(dir, `${pseudo ? sourceTag : tag}.json`);
    return pseudo ? pseudoCatalogue(file, tag) : compiledCatalogue(readFileSync(file, 'utf8'));
  };
  const loader: Plugin = {
    name: 'sharecode-catalogues',
    resolveId(id) {
      if (id === CATALOGUES_MODULE) return RESOLVED_CATALOGUES;
      if (id.startsWith(CATALOGUE_PREFIX)) return id;
      return null;
    },
    load(id) {
      if (id === RESOLVED_CATALOGUES) {
        // The browser's production build loads the cut files; the dev server and the prerender import whole ones.
        const cut = this.environment.name === 'client' && this.environment.mode === 'build';
        if (cut) return `export { loadCatalogue, loadPageMessages } from ${JSON.stringify(FETCHED_CATALOGUES)};`;
        const loaders = tags().map(
          (tag) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(`${CATALOGUE_PREFIX}${tag}`)}),`,
        );
        return [
          `const loaders = {\n${loaders.join('\n')}\n};`,
          'export function loadCatalogue(tag) {',
          '  const load = loaders[tag];',
          "  if (!load) return Promise.reject(new Error('No catalogue for ' + tag));",
          '  return load().then((module) => module.default);',
          '}',
          'export function loadPageMessages() {',
          '  return Promise.resolve({});',
          '}',
        ].join('\n');
      }
      if (id.startsWith(CATALOGUE_PREFIX)) {
        const tag = id.slice(CATALOGUE_PREFIX.length);
        this.addWatchFile(join(dir, `${pseudoTags.includes(tag) ? sourceTag : tag}.json`));
        return `export default ${JSON.stringify(compiled(tag))};`;
      }
      return null;
    },
  };
  const cutter: Plugin = {
    name: 'sharecode-messages-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After the build's index.html is written and before the page documents copy it (listed before their plugin),
    // so every document names the messages.
    enforce: 'post',
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('catalogues: index.html is not in the bundle');
      const entry = bundle[ENTRY_SCRIPT.exec(String(index.source))?.[1] ?? ''];
      if (entry?.type !== 'chunk') throw new Error('catalogues: index.html starts no chunk of the bundle');
      const catalogues = Object.fromEntries(tags().map((tag) => [tag, compiled(tag)]));
      const known = new Set(Object.keys(JSON.parse(readFileSync(join(dir, `${sourceTag}.json`), 'utf8')) as object));
      const { build, files } = messagesFiles(catalogues, messageIdsByFile(bundle, entry, known));
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source });
      index.source = withMessagesBuild(String(index.source), build);
    },
  };
  return [loader, cutter];
}
