/** Provided by client/build/catalogues.ts in a Vite build, and by src/test/catalogues-stub.ts in Jest. */
declare module 'virtual:catalogues' {
  import type { MessageFormatElement } from 'react-intl';
  /** One language's messages by id, parsed (or, in tests, as written). */
  export type Catalogue = Record<string, MessageFormatElement[]> | Record<string, string>;
  /** The messages every page starts with (the whole catalogue, where it is not cut: the dev server, the prerender). */
  export function loadCatalogue(tag: string): Promise<Catalogue>;
  /** A page's messages beyond the start's, by the page's folder (none where the catalogue is not cut). */
  export function loadPageMessages(tag: string, page: string): Promise<Catalogue>;
}
