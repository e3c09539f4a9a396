/**
 * `virtual:catalogues` in the browser's build (client/build/catalogues.ts): a language's messages come as the files
 * the build cut from its catalogue, fetched from the server (or the service worker's cache) by the document's build.
 */
import type { Catalogue } from 'virtual:catalogues';
import { messagesUrl, readMessagesBuild, START_MESSAGES } from './messages-files';

async function fetchMessages(tag: string, name: string): Promise<Catalogue> {
  const build = readMessagesBuild(document);
  if (!build) throw new Error('The document names no messages build');
  const answer = await fetch(messagesUrl(build, tag, name));
  if (!answer.ok) throw new Error(`The ${tag} messages of ${name} did not load (${answer.status})`);
  return (await answer.json()) as Catalogue;
}

/** The messages of `tag` that every page starts with. */
export function loadCatalogue(tag: string): Promise<Catalogue> {
  return fetchMessages(tag, START_MESSAGES);
}

/** The messages of `tag` that the page `page` (its folder) shows beyond the start's. */
export function loadPageMessages(tag: string, page: string): Promise<Catalogue> {
  return fetchMessages(tag, page);
}
