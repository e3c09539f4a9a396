/**
 * The API's resumable uploads (/api/resumable-uploads): a share's files are announced, which makes the share at
 * once (its code, link and QR: docs/instant-share.md), their bytes sent as chunks of one byte sequence (the files
 * laid end to end), each file opening for recipients as it arrives, and the finish call answers the share again,
 * complete. An interrupted chunk costs only what had not arrived: the server keeps the rest and says where to go
 * on.
 */
import type { ShareSettings } from '../sharing/share-expiry';
import { requestJson } from './http';
import type { UploadedFolder } from './folders';
import { sendBody, type UploadProgress } from './upload-request';
import type { components } from './schema';

const BASE = '/api/resumable-uploads';

/** Where a resumable upload stands. */
export type ResumableUpload = components['schemas']['ResumableUploadDto'];

/** The announcement's answer: where the upload stands, and the share it made (status `arriving`). */
export type CreatedResumableUpload = components['schemas']['CreatedResumableUploadDto'];

type ChunkReceipt = components['schemas']['ChunkReceiptDto'];

export interface AnnouncedFile {
  path: string;
  size: number;
}

/**
 * POST /api/resumable-uploads: announces the files (their paths and sizes, in the order their bytes will be sent);
 * the answer carries the share, made now.
 */
export function createResumableUpload(
  files: readonly AnnouncedFile[],
  settings: ShareSettings,
  signal?: AbortSignal,
): Promise<CreatedResumableUpload> {
  const form = new FormData();
  if (settings.encrypted) form.append('encrypted', '1');
  if (settings.directOnly) form.append('directOnly', '1');
  form.append('retention', settings.retention);
  if (settings.password) form.append('password', settings.password);
  form.append('filePaths', JSON.stringify(files.map((file) => file.path)));
  form.append('fileSizes', JSON.stringify(files.map((file) => file.size)));
  return requestJson<CreatedResumableUpload>(BASE, { method: 'POST', body: form, signal });
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

/** POST …/finish: once every byte arrived, the share again, complete (asking again answers it again). */
export function finishResumableUpload(id: string, signal?: AbortSignal): Promise<UploadedFolder> {
  return requestJson<UploadedFolder>(`${BASE}/${encodeURIComponent(id)}/finish`, { method: 'POST', signal });
}

/** DELETE: drops the upload and its bytes on the server; its share ends (`stopped`) unless every byte had arrived. */
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
