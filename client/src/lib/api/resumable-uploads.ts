/**
 * The API's resumable uploads (/api/resumable-uploads): a share's files are announced, their bytes sent as
 * chunks of one byte sequence (the files laid end to end), and the share created by a finish call. An
 * interrupted chunk costs only what had not arrived: the server keeps the rest and says where to go on.
 */
import type { ShareSettings } from '../sharing/share-expiry';
import { requestJson } from './http';
import type { UploadedFolder } from './folders';
import { sendBody, type UploadProgress } from './upload-request';
import type { components } from './schema';

const BASE = '/api/resumable-uploads';

/**
 * Uploads up to this size go in one multipart request (POST /api/upload): a dropped connection costs
 * resending them whole, which takes seconds at most even on a phone's connection.
 */
export const SINGLE_REQUEST_MAX_BYTES = 8 * 1024 * 1024;

/** Where a resumable upload stands. */
export type ResumableUpload = components['schemas']['ResumableUploadDto'];

type ChunkReceipt = components['schemas']['ChunkReceiptDto'];

export interface AnnouncedFile {
  path: string;
  size: number;
}

/** POST /api/resumable-uploads: announces the files (the multipart shape of /api/upload, without bytes). */
export function createResumableUpload(
  files: readonly AnnouncedFile[],
  settings: ShareSettings,
  signal?: AbortSignal,
): Promise<ResumableUpload> {
  const form = new FormData();
  if (settings.encrypted) form.append('encrypted', '1');
  form.append('retention', settings.retention);
  if (settings.password) form.append('password', settings.password);
  form.append('filePaths', JSON.stringify(files.map((file) => file.path)));
  form.append('fileSizes', JSON.stringify(files.map((file) => file.size)));
  return requestJson<ResumableUpload>(BASE, { method: 'POST', body: form, signal });
}

/** GET: how far the bytes got (after an interruption, or a refused chunk). */
export function getResumableUpload(id: string, signal?: AbortSignal): Promise<ResumableUpload> {
  return requestJson<ResumableUpload>(`${BASE}/${encodeURIComponent(id)}`, { signal });
}

/** PATCH one chunk starting at `offset`; resolves the new offset. */
export async function sendChunk(
  id: string,
  offset: number,
  chunk: Blob,
  options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void } = {},
): Promise<number> {
  const receipt = await sendBody<ChunkReceipt>(`${BASE}/${encodeURIComponent(id)}?offset=${offset}`, chunk, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/offset+octet-stream' },
    ...options,
  });
  return receipt.offset;
}

/** POST …/finish: creates the share once every byte arrived (asking again answers the same share). */
export function finishResumableUpload(id: string, signal?: AbortSignal): Promise<UploadedFolder> {
  return requestJson<UploadedFolder>(`${BASE}/${encodeURIComponent(id)}/finish`, { method: 'POST', signal });
}

/** DELETE: drops the upload and its bytes on the server. */
export async function cancelResumableUpload(id: string): Promise<void> {
  await requestJson<unknown>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * The bytes from `start` to `end` (exclusive) of the files laid end to end: one chunk's body, possibly the
 * end of one file and the start of others. Slicing a Blob copies nothing.
 */
export function sliceOfFiles(files: readonly Blob[], start: number, end: number): Blob {
  const parts: Blob[] = [];
  let fileStart = 0;
  for (const file of files) {
    const fileEnd = fileStart + file.size;
    if (fileEnd > start && fileStart < end) {
      // A file wholly inside goes in as it is: Chromium's File.slice costs a fraction of a millisecond, which
      // thousands of small files turn into a second.
      const whole = fileStart >= start && fileEnd <= end;
      parts.push(whole ? file : file.slice(Math.max(0, start - fileStart), Math.min(file.size, end - fileStart)));
    }
    fileStart = fileEnd;
    if (fileStart >= end) break;
  }
  return new Blob(parts, { type: 'application/offset+octet-stream' });
}
