/**
 * Messages as plain text in each language, for what the build writes once and nothing formats again: the web
 * manifests (web-manifest.ts) and the service worker's own words (worker-words.ts). Each comes from the language's
 * catalogue (client/locales/<tag>.json; the source language's is extracted from the code, and `npm test` checks
 * they agree). A placeholder, plural or tag has nothing to fill it in, so such a message fails the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** A language's catalogue as written: message id → ICU message. */
export function catalogueOf(dir: string, tag: string): Record<string, string> {
  return JSON.parse(readFileSync(join(dir, `${tag}.json`), 'utf8')) as Record<string, string>;
}

/** `message` as it reads: its ICU quoting undone; `where` names it when it is not plain text. */
export function plainText(message: string, where: string): string {
  return parse(message)
    .map((element) => {
      if (element.type !== TYPE.literal) throw new Error(`${where} must be plain text, with no placeholder or tag`);
      return element.value;
    })
    .join('');
}

/** The messages `ids` of `tag`'s catalogue in `dir`, as plain text, by id. */
export function plainWords(dir: string, tag: string, ids: readonly string[]): Record<string, string> {
  const catalogue = catalogueOf(dir, tag);
  return Object.fromEntries(
    ids.map((id) => {
      if (!Object.hasOwn(catalogue, id)) throw new Error(`${tag}.json has no message ${id}`);
      return [id, plainText(catalogue[id], `${id} in ${tag}.json`)];
    }),
  );
}
