/**
 * Video and audio of an end-to-end encrypted share, played with seeking: the page hands the service worker the
 * share key, the file's manifest entry and its ciphertext's address (postMessage: the key never leaves the device),
 * then gives the player a same-origin address, `/decrypted-media/{random id}/{name}`. The worker answers each of the
 * player's Range requests by fetching only the 64 KiB records that hold the range (a Range request of its own) and
 * decrypting them (decrypted-media-worker.ts), so seeking in a large video starts at once and memory stays at a few
 * records. A player cannot send the key with its requests, and a blob: URL would need the whole file in memory.
 */
import type { ManifestEntry } from '../core';
import { controllingWorker, handOver } from '../../../lib/platform/controlling-worker';

export const DECRYPTED_MEDIA_PATH = '/decrypted-media/';
export const DECRYPTED_MEDIA_MESSAGE = 'sharecode-decrypted-media';
export const DECRYPTED_MEDIA_RELEASE_MESSAGE = 'sharecode-decrypted-media-release';

/**
 * How often the page hands the job over again while the file is shown: a browser stops an idle worker (Chromium
 * after 30 s, a paused video's worker included), losing what it held in memory; each message also keeps it awake.
 */
const RENEW_EVERY_MS = 20_000;

export interface DecryptedMediaJob {
  /** The share key as the link spells it. */
  shareKey: string;
  entry: ManifestEntry;
  /** Where the file's ciphertext is fetched from (ranges). */
  url: string;
}

/** The address a player reads, and how to tell the worker the player is gone. */
export interface ServedMedia {
  url: string;
  release: () => void;
}

export interface DecryptedMediaMessage {
  type: typeof DECRYPTED_MEDIA_MESSAGE;
  id: string;
  job: DecryptedMediaJob;
}

/** Hands the file to the service worker; resolves the address its player reads, or null without a worker. */
export async function serveDecryptedMedia(job: DecryptedMediaJob, name: string): Promise<ServedMedia | null> {
  const worker = await controllingWorker();
  if (!worker) return null;
  const message: DecryptedMediaMessage = { type: DECRYPTED_MEDIA_MESSAGE, id: crypto.randomUUID(), job };
  if (!(await handOver(worker, message))) return null;
  const renew = setInterval(() => worker.postMessage(message), RENEW_EVERY_MS);
  return {
    url: `${DECRYPTED_MEDIA_PATH}${message.id}/${encodeURIComponent(name)}`,
    release: () => {
      clearInterval(renew);
      worker.postMessage({ type: DECRYPTED_MEDIA_RELEASE_MESSAGE, id: message.id });
    },
  };
}
