/**
 * Sends one queued upload to the API, the same way from a page or from the service worker. Small
 * selections go in one multipart request; larger ones as a resumable upload that continues where the
 * server's bytes end, so an interruption costs at most one chunk.
 */
import { ApiError, messageOf } from './api/http';
import {
  createResumableUpload,
  finishResumableUpload,
  getResumableUpload,
  sendChunk,
  SINGLE_REQUEST_MAX_BYTES,
  sliceOfFiles,
  type ResumableUpload,
} from './api/resumable-uploads';
import { uploadShare, type ShareResult, type UploadEntry } from './api/shares';
import { isAbortError, type UploadProgress } from './api/upload-request';
import type { QueuedUpload } from './app-database';

export interface RunHooks {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** Keeps the server's resumable upload id with the queued upload, so any later attempt resumes it. */
  onSession?: (sessionId: string) => Promise<void>;
}

/** What to do after a failed attempt: nothing (cancelled), try again later, or give up with a message. */
export type FailureKind = 'cancelled' | 'retry' | 'fatal';

/** HTTP answers worth trying again later: the request or the server, not the upload, was the problem. */
const RETRY_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

export function classifyFailure(error: unknown): FailureKind {
  if (isAbortError(error)) return 'cancelled';
  if (error instanceof ApiError) return RETRY_STATUSES.has(error.status) ? 'retry' : 'fatal';
  // The network failed (fetch and XMLHttpRequest both reject with TypeError).
  if (error instanceof TypeError) return 'retry';
  return 'fatal';
}

/** A failure in words: the server's message when it sent one. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return messageOf(error.body) ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'The upload failed.';
}

function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function entriesOf(upload: QueuedUpload): UploadEntry[] {
  return upload.files.map(({ path, blob }) => ({
    path,
    file: blob instanceof File ? blob : new File([blob], fileNameOf(path), { type: blob.type }),
  }));
}

function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The server's record of the upload to continue, or a new one (first attempt, or the old one was discarded). */
async function resumableSession(upload: QueuedUpload, hooks: RunHooks): Promise<ResumableUpload> {
  if (upload.sessionId) {
    try {
      return await getResumableUpload(upload.sessionId, hooks.signal);
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }
  const files = upload.files.map((file) => ({ path: file.path, size: file.blob.size }));
  const session = await createResumableUpload(files, upload.retention, hooks.signal);
  await hooks.onSession?.(session.id);
  return session;
}

async function runResumable(upload: QueuedUpload, hooks: RunHooks): Promise<ShareResult> {
  const session = await resumableSession(upload, hooks);
  const blobs = upload.files.map((file) => file.blob);
  const { id, length, chunkBytes } = session;
  let offset = session.offset;
  hooks.onProgress?.({ loaded: offset, total: length });
  while (!session.finished && offset < length) {
    const start = offset;
    const chunk = sliceOfFiles(blobs, start, Math.min(length, start + chunkBytes));
    try {
      offset = await sendChunk(id, start, chunk, {
        signal: hooks.signal,
        onProgress: (progress) => hooks.onProgress?.({ loaded: start + progress.loaded, total: length }),
      });
    } catch (error) {
      // The server holds different bytes than we thought (an earlier attempt got further): ask it.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      offset = (await getResumableUpload(id, hooks.signal)).offset;
    }
    hooks.onProgress?.({ loaded: offset, total: length });
  }
  return finishResumableUpload(id, hooks.signal);
}

/**
 * Sends a queued upload and resolves the share. Rejects like the API calls (ApiError, TypeError, AbortError);
 * `classifyFailure` says whether to try again.
 */
export function runUpload(upload: QueuedUpload, hooks: RunHooks = {}): Promise<ShareResult> {
  if (upload.totalBytes <= SINGLE_REQUEST_MAX_BYTES) {
    return uploadShare(entriesOf(upload), { retention: upload.retention, shape: 'paths', signal: hooks.signal, onProgress: hooks.onProgress });
  }
  return runResumable(upload, hooks);
}
