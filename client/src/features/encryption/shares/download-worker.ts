/**
 * The service worker's side of decrypted downloads (save-decrypted.ts hands the jobs over): jobs wait here
 * under their random id until the page's download asks for `DECRYPTED_DOWNLOAD_PATH{id}`, and each answers
 * once. They live in memory only: the key never reaches a cache, IndexedDB or the network.
 */
import { defineMessages } from '../../../lib/i18n/define-messages';
import type { Say } from '../../../lib/i18n/worker-words';
import {
  DECRYPTED_DOWNLOAD_MESSAGE,
  DECRYPTED_DOWNLOAD_PATH,
  type DownloadJob,
  downloadResponse,
} from './decrypted-download';

const messages = defineMessages({
  expired: {
    id: 'encryption.worker.downloadExpired',
    defaultMessage: 'This download has expired; start it again from the share page.',
  },
  failed: {
    id: 'encryption.worker.downloadFailed',
    defaultMessage: 'The file could not be fetched or decrypted; start it again from the share page.',
  },
});

/** A job not asked for within this time is dropped, with its key. */
const JOB_LIFETIME_MS = 60_000;

const jobs = new Map<string, DownloadJob>();

interface JobMessage {
  type: typeof DECRYPTED_DOWNLOAD_MESSAGE;
  id: string;
  job: DownloadJob;
}

function isJobMessage(data: unknown): data is JobMessage {
  return (data as { type?: unknown } | null)?.type === DECRYPTED_DOWNLOAD_MESSAGE;
}

/** Takes a job from a page's message; false when the message is something else. */
export function acceptDownloadJob(event: { data: unknown; ports: readonly MessagePort[] }): boolean {
  if (!isJobMessage(event.data)) return false;
  const { id, job } = event.data;
  jobs.set(id, job);
  setTimeout(() => jobs.delete(id), JOB_LIFETIME_MS);
  event.ports[0]?.postMessage('ready');
  return true;
}

export function isDecryptedDownload(url: URL): boolean {
  return url.origin === location.origin && url.pathname.startsWith(DECRYPTED_DOWNLOAD_PATH);
}

/**
 * Answers a job's URL with its decrypting stream; 404 for an unknown or already used id, 502 when it cannot be
 * fetched or decrypted, each said with `say`, in the visitor's language.
 */
export async function answerDecryptedDownload(url: URL, say: Say): Promise<Response> {
  const id = url.pathname.slice(DECRYPTED_DOWNLOAD_PATH.length);
  const job = jobs.get(id);
  jobs.delete(id);
  if (!job) return new Response(say(messages.expired), { status: 404 });
  try {
    return await downloadResponse(job);
  } catch {
    return new Response(say(messages.failed), { status: 502 });
  }
}
