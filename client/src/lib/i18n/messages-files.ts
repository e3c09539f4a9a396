/**
 * Where a language's messages are, once the build has cut its catalogue along the pages (build/page-messages.ts):
 * one file for the start, one for the frame's later parts, one per page. The build names a hash of them all in each document (an inert JSON block),
 * so that the files themselves can be cached for ever.
 */

/** The id of the document's JSON block that names the build's messages. */
export const MESSAGES_BUILD_ID = 'messages-build';

/** The file of the messages every page starts with. */
export const START_MESSAGES = 'start';

/** The file of the messages of the frame's parts that load after the start, on any page (a dialog, the search). */
export const SHELL_MESSAGES = 'shell';

/** The ids of the API errors' sentences: an error's code after this (lib/api/error-messages.ts). */
export const API_ERROR_MESSAGE_PREFIX = 'apiError.';

/**
 * Messages formatted by an id made at run time, which no script writes whole, by the start of their ids: the build
 * puts them in the shell's file, which every page loads once it has started.
 */
export const RUNTIME_ID_PREFIXES: readonly string[] = [API_ERROR_MESSAGE_PREFIX];

/** Where the build keeps the messages: under `assets/`, which the API serves as never changing. */
const MESSAGES_DIR = '/assets/messages';

/** One language's file `name` (START_MESSAGES or a page's folder) of the build `build`. */
export function messagesUrl(build: string, tag: string, name: string): string {
  return `${MESSAGES_DIR}/${build}/${tag}/${name}.json`;
}

/** The build the document names; none in a document the build did not write (the development server's). */
export function readMessagesBuild(doc: Document): string | undefined {
  const text = doc.getElementById(MESSAGES_BUILD_ID)?.textContent;
  if (!text) return undefined;
  try {
    const build: unknown = JSON.parse(text);
    return typeof build === 'string' && /^[0-9a-f]+$/.test(build) ? build : undefined;
  } catch {
    return undefined;
  }
}

/** The build a messages file belongs to, from its path; none for any other path. */
export function buildOfMessagesFile(pathname: string): string | undefined {
  if (!pathname.startsWith(`${MESSAGES_DIR}/`)) return undefined;
  return pathname.slice(MESSAGES_DIR.length + 1).split('/')[0] || undefined;
}
