/**
 * Downloads of an end-to-end encrypted share, decrypted as they stream: one file, or a ZIP of a folder or of
 * everything built in the browser. The same job runs in the service worker (the page's usual path: a
 * synthetic download URL the worker answers with a decrypting stream, so memory stays flat and the browser's
 * own download manager saves the file) or, when no worker controls the page, in the page itself.
 */
import { fetchStoredBytes } from '../../../lib/api/folders';
import {
  decryptedZipLength,
  type Manifest,
  type ManifestEntry,
  makeDecryptedZip,
  openKeyring,
  parseShareKey,
} from '../core';
import { downloadName } from '../../../lib/files/download-names';
import { decryptedFile } from './opened-share';

/** The synthetic URLs the service worker answers: this prefix, then a random job id (never a key). */
export const DECRYPTED_DOWNLOAD_PATH = '/decrypted-download/';
/** The page's message handing a job to the service worker (through postMessage: it never leaves the device). */
export const DECRYPTED_DOWNLOAD_MESSAGE = 'sharecode-decrypted-download';

export type DownloadJob =
  | { kind: 'file'; name: string; shareKey: string; entry: ManifestEntry; url: string }
  | {
      kind: 'zip';
      name: string;
      shareKey: string;
      manifest: Manifest;
      urls: Record<string, string>;
      /** Only this folder of the share. */
      folder?: string;
    };

export interface DecryptedDownload {
  stream: ReadableStream<Uint8Array>;
  size: number;
  type: string;
}

const OCTET_STREAM = 'application/octet-stream';

/** Starts a job: the plaintext (a file or a ZIP) as it decrypts, with its exact size. */
export async function runDownloadJob(job: DownloadJob): Promise<DecryptedDownload> {
  const keyring = await openKeyring(parseShareKey(job.shareKey));
  if (job.kind === 'file') {
    const stream = await decryptedFile({ keyring, urls: { [job.entry.id]: job.url } }, job.entry);
    return { stream, size: job.entry.size, type: job.entry.type || OCTET_STREAM };
  }
  const stream = makeDecryptedZip(keyring, job.manifest, (entry) => fetchStoredBytes(job.urls[entry.id]), {
    folder: job.folder,
  });
  return { stream, size: decryptedZipLength(job.manifest, job.folder), type: 'application/zip' };
}

/** The service worker's answer to a job's synthetic URL: an attachment named as the file or ZIP, safely. */
export async function downloadResponse(job: DownloadJob): Promise<Response> {
  const { stream, size, type } = await runDownloadJob(job);
  return new Response(stream, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(downloadName(job.name))}`,
      'Cache-Control': 'no-store',
    },
  });
}
