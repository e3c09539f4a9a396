/** Provided by client/build/catalogues.ts in a Vite build, and by src/test/catalogues-stub.ts in Jest. */
declare module 'virtual:catalogues' {
  import type { MessageFormatElement } from 'react-intl';
  /** One language's messages by id, parsed (or, in tests, as written). */
  export type Catalogue = Record<string, MessageFormatElement[]> | Record<string, string>;
  export function loadCatalogue(tag: string): Promise<Catalogue>;
}
