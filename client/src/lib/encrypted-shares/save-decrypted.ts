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

/** How long the worker may take to acknowledge a job before the page decrypts in memory instead. */
const HANDOVER_TIMEOUT_MS = 3000;
/** An object URL outlives the click long enough for the browser to start saving it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

function clickDownload(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Resolves true once the worker has the job, false when it does not answer in time. */
function handOver(worker: ServiceWorker, id: string, job: DownloadJob): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), HANDOVER_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    worker.postMessage({ type: DECRYPTED_DOWNLOAD_MESSAGE, id, job }, [channel.port2]);
  });
}

/** Saves a job's plaintext; rejects (in-memory path) with the encryption layer's error when it fails. */
export async function saveDecrypted(job: DownloadJob): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (worker) {
    const id = crypto.randomUUID();
    if (await handOver(worker, id, job)) {
      clickDownload(`${DECRYPTED_DOWNLOAD_PATH}${id}`, job.name);
      return;
    }
  }
  const { stream, type } = await runDownloadJob(job);
  const blob = new Blob([await new Response(stream).arrayBuffer()], { type });
  const url = URL.createObjectURL(blob);
  clickDownload(url, job.name);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
