/**
 * What the service worker says itself, in every language, written into it at build time as plain text
 * (`virtual:worker-words`), since it carries no message formatter: the app shell's words (every message under
 * `document.`, src/app/document-messages.ts) and its own answers (every message with `.worker.` in its id, such as
 * `files.worker.previewClosed`). Such a message must be plain text: nothing fills a placeholder in (plain-words.ts).
 */
import type { Plugin } from 'vite';
import { LANGUAGES, SOURCE_LANGUAGE } from '../src/features/languages/locales.ts';
import { catalogueOf, plainWords } from './plain-words.ts';

const WORKER_WORDS_MODULE = 'virtual:worker-words';
const RESOLVED_WORKER_WORDS = `\0${WORKER_WORDS_MODULE}`;

/** The ids of the messages the service worker says. */
const WORKER_MESSAGE = /^document\.|\.worker\./;

/** Each language's texts of the service worker's messages, by tag, then by message id. */
export function workerWords(localesDir: string): Record<string, Record<string, string>> {
  const ids = Object.keys(catalogueOf(localesDir, SOURCE_LANGUAGE)).filter((id) => WORKER_MESSAGE.test(id));
  return Object.fromEntries(LANGUAGES.map(({ tag }) => [tag, plainWords(localesDir, tag, ids)]));
}

/** For the service worker's build (vite-plugin-pwa's `injectManifest.buildPlugins`). */
export function workerWordsPlugin({ localesDir }: { localesDir: string }): Plugin {
  return {
    name: 'sharecode-worker-words',
    resolveId: (id) => (id === WORKER_WORDS_MODULE ? RESOLVED_WORKER_WORDS : null),
    load(id) {
      if (id !== RESOLVED_WORKER_WORDS) return null;
      // Each id written once, each language's texts in the same order: the worker's bundle carries every language.
      const words = workerWords(localesDir);
      const ids = Object.keys(words[SOURCE_LANGUAGE]);
      const texts = Object.fromEntries(
        Object.entries(words).map(([tag, byId]) => [tag, ids.map((each) => byId[each])]),
      );
      return [
        `const ids = ${JSON.stringify(ids)};`,
        `const texts = ${JSON.stringify(texts)};`,
        'export const WORKER_WORDS = Object.fromEntries(',
        '  Object.entries(texts).map(([tag, list]) => [tag, Object.fromEntries(ids.map((id, i) => [id, list[i]]))]),',
        ');',
      ].join('\n');
    },
  };
}
