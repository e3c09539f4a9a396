import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from 'virtual:catalogues';

/** Jest's `virtual:catalogues` (client/build/catalogues.ts in a build): the catalogues as written, parsed at run time. */
export function loadCatalogue(tag: string): Promise<Catalogue> {
  const file = join(__dirname, '../../locales', `${tag}.json`);
  return Promise.resolve(JSON.parse(readFileSync(file, 'utf8')) as Catalogue);
}

/** Jest's catalogues are whole, as on the development server: a page needs no more than the start's. */
export function loadPageMessages(): Promise<Catalogue> {
  return Promise.resolve({});
}
