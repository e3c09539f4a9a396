/**
 * Saving a decrypted file or ZIP from the page. With a service worker controlling the page, the job is handed
 * to it over postMessage and the browser downloads the worker's synthetic URL: the worker fetches, decrypts
 * and streams, so a file of any size passes through a record at a time and lands in the browser's downloads
 * like any other. Chosen over the File System Access API, which only desktop Chromium has and which asks
 * for a save dialog; the worker's way works in every browser that installs the PWA. Without a worker (a
 * first visit before it took control, a browser that refuses workers) the page decrypts into memory.
 */
import {
  DECRYPTED_DOWNLOAD_MESSAGE,
  DECRYPTED_DOWNLOAD_PATH,
  type DownloadJob,
  runDownloadJob,
} from './decrypted-download';
import { downloadName } from '../../../lib/files/download-names';
import { controllingWorker, handOver } from '../../../lib/platform/controlling-worker';

/** An object URL (or a download's frame) outlives the click long enough for the browser to start saving it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

function clickDownload(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = downloadName(name);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Opens the worker's synthetic URL in a hidden frame: a frame's navigation goes through the worker (a link's
 * download attribute makes Chromium fetch past it), and the answer's Content-Disposition turns it into a
 * download. The frame stays a while, since removing it could cut the download short.
 */
function navigateHiddenFrame(href: string): void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.src = href;
  document.body.append(frame);
  setTimeout(() => frame.remove(), OBJECT_URL_LIFETIME_MS);
}

/** Saves a job's plaintext; rejects (in-memory path) with the encryption layer's error when it fails. */
export async function saveDecrypted(job: DownloadJob): Promise<void> {
  const worker = await controllingWorker();
  if (worker) {
    const id = crypto.randomUUID();
    if (await handOver(worker, { type: DECRYPTED_DOWNLOAD_MESSAGE, id, job })) {
      navigateHiddenFrame(`${DECRYPTED_DOWNLOAD_PATH}${id}`);
      return;
    }
  }
  const { stream, type } = await runDownloadJob(job);
  const blob = new Blob([await new Response(stream).arrayBuffer()], { type });
  const url = URL.createObjectURL(blob);
  clickDownload(url, job.name);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
