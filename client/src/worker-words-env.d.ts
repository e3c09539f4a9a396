/** Provided by client/build/worker-words.ts in the service worker's build, and by src/test/worker-words-stub.ts in Jest. */
declare module 'virtual:worker-words' {
  /** The service worker's own words in each language (plain text), by tag, then by message id. */
  export const WORKER_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
