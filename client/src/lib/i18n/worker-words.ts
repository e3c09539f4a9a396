/**
 * The service worker's own words in a language: the texts the build wrote into it (client/build/worker-words.ts)
 * for the messages it says, the app shell's (`document.`) and its answers' (`.worker.` in the id). The worker has
 * no message formatter, so each of these messages is plain text.
 */
import type { MessageDescriptor } from 'react-intl';
import { WORKER_WORDS } from 'virtual:worker-words';
import { SOURCE_LANGUAGE } from './source-language';

/** A message as the service worker says it, in the language chosen for the request it answers. */
export type Say = (message: MessageDescriptor) => string;

/** Whether the service worker has words in `tag` (every language of the picker, no pseudo-language). */
export function hasWorkerWords(tag: string): boolean {
  return Object.hasOwn(WORKER_WORDS, tag);
}

/**
 * Says messages in `tag`; one the build did not write (its id outside the worker's) as written in the code, which
 * is how the worker's build leaves it.
 */
export function sayIn(tag: string): Say {
  const source = WORKER_WORDS[SOURCE_LANGUAGE];
  const words = hasWorkerWords(tag) ? WORKER_WORDS[tag] : source;
  return (message) => {
    const id = String(message.id);
    const written = typeof message.defaultMessage === 'string' ? message.defaultMessage : id;
    return words[id] ?? source[id] ?? written;
  };
}
