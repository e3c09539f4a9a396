/**
 * PDF previews of files that exist only in this browser (a file picked to share, a file of an end-to-end
 * encrypted share decrypted here), shown in the browser's own PDF viewer inside the page.
 *
 * The page's Content-Security-Policy lets frames show its own origin only (`frame-src 'self'`), so a blob: URL
 * cannot be framed, and allowing blob: frames would let the page frame any blob, whatever its type, at our
 * origin. Instead the page hands the bytes to its service worker (postMessage: they never leave the device),
 * which answers a same-origin address, `/pdf-preview/{random id}/{name}`, with them. Whatever the file holds
 * (an encrypted share's sender chooses every byte, and the type its list of files claims), that answer is:
 *
 * - always `application/pdf` with `nosniff`: the browser hands it to its PDF viewer or shows nothing, never
 *   renders it as HTML or SVG;
 * - `Content-Security-Policy: sandbox; default-src 'none'`: the document is in an opaque origin with scripts
 *   off and may load nothing, so even a browser that misread it could not run script as this site or reach
 *   its storage, cookies or pages;
 * - framable by this site only, never cached, and forgotten by the worker when the preview closes (the worker
 *   keeps it in memory only).
 */
import { controllingWorker, handOver } from '../platform/controlling-worker';

/** The addresses the service worker answers: this prefix, a random id, then the file's name (for the viewer). */
export const PDF_PREVIEW_PATH = '/pdf-preview/';
/** The page's message handing a file to the worker, and the one telling it the preview closed. */
export const PDF_PREVIEW_MESSAGE = 'sharecode-pdf-preview';
export const PDF_PREVIEW_RELEASE_MESSAGE = 'sharecode-pdf-preview-release';

/** What the worker answers a preview's address with, whatever the file claims to be. */
export const PDF_PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/pdf',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'; frame-ancestors 'self'",
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
};

export interface PdfPreviewMessage {
  type: typeof PDF_PREVIEW_MESSAGE;
  id: string;
  file: Blob;
}

export interface ServedPdf {
  /** The same-origin address to frame. */
  url: string;
  /** Tells the worker to forget the file. */
  release: () => void;
}

/**
 * Hands `file` to the service worker; resolves the address it answers with the file as a PDF, or null without
 * a worker (then the page cannot frame it, and says so).
 */
export async function servePdfPreview(file: Blob, name: string): Promise<ServedPdf | null> {
  const worker = await controllingWorker();
  if (!worker) return null;
  const id = crypto.randomUUID();
  const message: PdfPreviewMessage = { type: PDF_PREVIEW_MESSAGE, id, file };
  if (!(await handOver(worker, message))) return null;
  return {
    url: `${PDF_PREVIEW_PATH}${id}/${encodeURIComponent(name)}`,
    release: () => worker.postMessage({ type: PDF_PREVIEW_RELEASE_MESSAGE, id }),
  };
}
