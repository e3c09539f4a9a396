/**
 * The translations, as the page loads them (docs/translating.md): `virtual:catalogues` gives `loadCatalogue(tag)`,
 * which imports that language's catalogue (client/locales/<tag>.json) as a chunk of its own, so a page loads only
 * its visitor's language. Each message is parsed here, at build time, so the page needs no message parser: the
 * build aliases it away (vite.config.ts), and a message that is not valid ICU MessageFormat fails the build.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

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

export function cataloguesPlugin({
  dir,
  sourceTag,
  pseudoTags,
}: {
  dir: string;
  sourceTag: string;
  /** Pseudo-languages to make from the source catalogue (PSEUDO_LANGUAGES). */
  pseudoTags: readonly string[];
}): Plugin {
  return {
    name: 'sharecode-catalogues',
    resolveId(id) {
      if (id === CATALOGUES_MODULE) return RESOLVED_CATALOGUES;
      if (id.startsWith(CATALOGUE_PREFIX)) return id;
      return null;
    },
    load(id) {
      if (id === RESOLVED_CATALOGUES) {
        const loaders = [...catalogueTags(dir, sourceTag), ...pseudoTags].map(
          (tag) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(`${CATALOGUE_PREFIX}${tag}`)}),`,
        );
        return [
          `const loaders = {\n${loaders.join('\n')}\n};`,
          'export function loadCatalogue(tag) {',
          '  const load = loaders[tag];',
          "  if (!load) return Promise.reject(new Error('No catalogue for ' + tag));",
          '  return load().then((module) => module.default);',
          '}',
        ].join('\n');
      }
      if (id.startsWith(CATALOGUE_PREFIX)) {
        const tag = id.slice(CATALOGUE_PREFIX.length);
        const pseudo = pseudoTags.includes(tag);
        const file = join(dir, `${pseudo ? sourceTag : tag}.json`);
        this.addWatchFile(file);
        const catalogue = pseudo ? pseudoCatalogue(file, tag) : compiledCatalogue(readFileSync(file, 'utf8'));
        return `export default ${JSON.stringify(catalogue)};`;
      }
      return null;
    },
  };
}
