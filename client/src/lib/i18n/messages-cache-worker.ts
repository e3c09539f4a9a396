/**
 * The service worker's cache of the messages files (messages-files.ts): each is kept the first time a page loads it,
 * so a page opened offline later has its words in the visitor's language. They are not precached: that would be
 * every page in every language; the app fetches its own language's files once it has started (start-app.tsx).
 * A file never changes (its build's hash is in its path), so the cache answers first; the files of older builds
 * go when the first file of a newer one is kept.
 */
import { buildOfMessagesFile } from './messages-files';

const MESSAGES_CACHE = 'sharecode-messages';

/** The build whose first file this worker has kept, and so cleared the others' for. */
let keptBuild: string | undefined;

export function isMessagesFile(url: URL, origin: string): boolean {
  return url.origin === origin && buildOfMessagesFile(url.pathname) !== undefined;
}

async function forgetOtherBuilds(cache: Cache, build: string): Promise<void> {
  const kept = await cache.keys();
  await Promise.all(
    kept
      .filter((request) => buildOfMessagesFile(new URL(request.url).pathname) !== build)
      .map((request) => cache.delete(request)),
  );
}

/** The file from the cache, else from the network (and kept, when it came whole). */
export async function answerMessagesFile(request: Request): Promise<Response> {
  const cache = await caches.open(MESSAGES_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const answer = await fetch(request);
  const build = buildOfMessagesFile(new URL(request.url).pathname);
  if (answer.ok && build) {
    await cache.put(request, answer.clone());
    if (build !== keptBuild) {
      keptBuild = build;
      await forgetOtherBuilds(cache, build);
    }
  }
  return answer;
}
