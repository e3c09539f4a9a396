/**
 * The service worker's side of decrypted downloads (save-decrypted.ts hands the jobs over): jobs wait here
 * under their random id until the page's download asks for `DECRYPTED_DOWNLOAD_PATH{id}`, and each answers
 * once. They live in memory only: the key never reaches a cache, IndexedDB or the network.
 */
import {
  DECRYPTED_DOWNLOAD_MESSAGE,
  DECRYPTED_DOWNLOAD_PATH,
  type DownloadJob,
  downloadResponse,
} from './decrypted-download';

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

/** Answers a job's URL with its decrypting stream; 404 for an unknown or already used id. */
export async function answerDecryptedDownload(url: URL): Promise<Response> {
  const id = url.pathname.slice(DECRYPTED_DOWNLOAD_PATH.length);
  const job = jobs.get(id);
  jobs.delete(id);
  if (!job) return new Response('This download has expired; start it again from the share page.', { status: 404 });
  try {
    return await downloadResponse(job);
  } catch {
    return new Response('The file could not be fetched or decrypted; start it again from the share page.', {
      status: 502,
    });
  }
}
