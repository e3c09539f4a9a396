/**
 * What the service worker uses of languages (no UI; sw.ts): the visitor's language, chosen as the server chooses a
 * page's (a link's `?lang=`, else the picker's choice from its cookie, else the browser's languages), and the app
 * shell in it. The worker answers every page with that shell, offline or not, so it paints in the visitor's
 * language before the app starts, as a page the server sends does.
 */
import type { MessageDescriptor } from 'react-intl';
import { documentInLanguage, type DocumentWords } from '../../lib/i18n/document-language';
import { hasWorkerWords, type Say, sayIn } from '../../lib/i18n/worker-words';
import { LANGUAGE_COOKIE, LANGUAGE_PARAMETER } from './chosen-language';
import { languageOf, SOURCE_LANGUAGE } from './locales';
import { matchLanguage } from './match-language';

/** The Cookie Store API, the worker's only way to read a cookie (Baseline 2025; TypeScript does not describe it). */
interface CookieStore {
  get(name: string): Promise<{ value: string } | null | undefined>;
}

/** The picker's choice, from its cookie, where the browser lets a worker read it. */
async function chosenLanguage(): Promise<string | null> {
  const cookies = (globalThis as { cookieStore?: CookieStore }).cookieStore;
  try {
    const cookie = await cookies?.get(LANGUAGE_COOKIE);
    return cookie ? decodeURIComponent(cookie.value) : null;
  } catch {
    return null;
  }
}

/**
 * The language the worker answers `url` in: one it has words in (every language of the picker), else the source
 * language, as the server sends a pseudo-language's page in it.
 */
export async function visitorLanguage(url: URL): Promise<string> {
  const browser = [...(navigator.languages ?? [navigator.language])];
  const tag = matchLanguage(
    [url.searchParams.get(LANGUAGE_PARAMETER), await chosenLanguage(), ...browser].filter((each) => !!each) as string[],
  );
  return hasWorkerWords(tag) ? tag : SOURCE_LANGUAGE;
}

/** The document messages (src/app/document-messages.ts), by what they are. */
export type DocumentMessages = Record<keyof DocumentWords, MessageDescriptor>;

function documentWords(messages: DocumentMessages, say: Say): DocumentWords {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, say(message)]),
  ) as unknown as DocumentWords;
}

/**
 * The app shell (index.html, from the precache) in `tag`: `<html lang dir>`, its words and its web manifest in that
 * language, as the build writes every page's document. A shell the words are not found in is answered as it is.
 */
export async function shellInLanguage(shell: Response, tag: string, messages: DocumentMessages): Promise<Response> {
  if (tag === SOURCE_LANGUAGE) return shell;
  const html = await shell.text();
  const headers = new Headers(shell.headers);
  // The body is new: the stored one's length and encoding no longer describe it.
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  const init = { status: shell.status, statusText: shell.statusText, headers };
  try {
    const language = { tag, dir: languageOf(tag).dir, words: documentWords(messages, sayIn(tag)) };
    const document = documentInLanguage(html, documentWords(messages, sayIn(SOURCE_LANGUAGE)), language);
    headers.set('Content-Language', tag);
    return new Response(document, init);
  } catch {
    return new Response(html, init);
  }
}
