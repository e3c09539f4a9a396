/**
 * Sends one queued upload to the API, the same way from a page or from the service worker, reading its
 * bytes from the picked files or from those kept on the device. Small selections (and many small files) go
 * in one multipart request; larger ones as a resumable upload that continues where the server's bytes end,
 * so an interruption costs only the bytes that had not arrived.
 */
import { ApiError, messageOf } from '../api/http';
import {
  createResumableUpload,
  finishResumableUpload,
  getResumableUpload,
  sendChunk,
  SINGLE_REQUEST_MAX_BYTES,
  type ResumableUpload,
} from '../api/resumable-uploads';
import { buildUploadForm, uploadFolder, type UploadedFolder } from '../api/folders';
import { isAbortError, sendBody, type UploadProgress } from '../api/upload-request';
import type { QueuedUpload } from '../platform/app-database';
import { FORM_DATA_MAX_FILES, multipartBody } from './multipart-body';
import { MissingBytesError, type SendableBytes, type UploadBytes } from './upload-bytes';
import { sealedUpload } from '../encrypted-shares/sealed-upload';

export interface RunHooks {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** Keeps the server's resumable upload id with the queued upload, so any later attempt resumes it. */
  onSession?: (sessionId: string) => Promise<void>;
  /** How far the server holds the bytes of a resumable upload, each time it says so. */
  onAcknowledged?: (offset: number) => void;
}

/**
 * One request instead of a resumable upload for a selection of many small files: the resumable upload costs
 * the server more work per file than one request does, about what sending this many bytes again after a
 * dropped connection costs. So up to SINGLE_REQUEST_MAX_BYTES plus this much per file goes in one request…
 */
export const ONE_REQUEST_BYTES_PER_FILE = 16 * 1024;
/** … but never more than this: what a dropped connection may cost to send again. */
const ONE_REQUEST_MAX_BYTES = 64 * 1024 * 1024;

/** Whether an upload goes in one multipart request (else as a resumable upload). */
export function sendsInOneRequest(upload: Pick<QueuedUpload, 'files' | 'totalBytes'>): boolean {
  const allowance = SINGLE_REQUEST_MAX_BYTES + upload.files.length * ONE_REQUEST_BYTES_PER_FILE;
  return upload.totalBytes <= Math.min(allowance, ONE_REQUEST_MAX_BYTES);
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

function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The server's record of the upload to continue, or a new one (first attempt, or the old one was
 * discarded). MissingBytesError when `bytes` cannot go on from where it stands.
 */
async function resumableSession(upload: QueuedUpload, bytes: SendableBytes, hooks: RunHooks): Promise<ResumableUpload> {
  if (upload.sessionId) {
    try {
      const session = await getResumableUpload(upload.sessionId, hooks.signal);
      if (session.offset < bytes.from && !session.finished) throw new MissingBytesError();
      return session;
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }
  if (bytes.from > 0) throw new MissingBytesError();
  const files = upload.files.map((file) => ({ path: file.path, size: file.size }));
  const session = await createResumableUpload(
    files,
    { retention: upload.retention, password: upload.password, encrypted: upload.encryption !== undefined },
    hooks.signal,
  );
  await hooks.onSession?.(session.id);
  return session;
}

/** A chunk's bytes being read (or sealed) ahead of their turn. */
interface PreparedChunk {
  start: number;
  blob: Promise<Blob>;
}

function prepareChunk(bytes: SendableBytes, start: number, end: number): PreparedChunk {
  const blob = Promise.resolve().then(() => bytes.slice(start, end));
  // Used only if the upload gets there; a failure then is the one reported.
  blob.catch(() => undefined);
  return { start, blob };
}

async function runResumable(upload: QueuedUpload, bytes: SendableBytes, hooks: RunHooks): Promise<UploadedFolder> {
  const session = await resumableSession(upload, bytes, hooks);
  const { id, length, chunkBytes } = session;
  let offset = session.offset;
  hooks.onAcknowledged?.(offset);
  hooks.onProgress?.({ loaded: offset, total: length });
  let prepared: PreparedChunk | undefined;
  while (!session.finished && offset < length) {
    const start = offset;
    const end = Math.min(length, start + chunkBytes);
    const chunk = await (prepared?.start === start ? prepared.blob : bytes.slice(start, end));
    // The next chunk is made while this one is sent: for an encrypted share, its sealing overlaps the upload.
    prepared = end < length ? prepareChunk(bytes, end, Math.min(length, end + chunkBytes)) : undefined;
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
    hooks.onAcknowledged?.(offset);
    hooks.onProgress?.({ loaded: offset, total: length });
  }
  return finishResumableUpload(id, hooks.signal);
}

/**
 * Sends a queued upload, reading its bytes from `bytes`, and resolves the share. Rejects like the API calls
 * (ApiError, TypeError, AbortError; `classifyFailure` says whether to try again), or with MissingBytesError
 * when `bytes` lacks bytes the server needs.
 */
export async function runUpload(
  upload: QueuedUpload,
  bytes: UploadBytes,
  hooks: RunHooks = {},
): Promise<UploadedFolder> {
  if (!upload.encryption) return runSendable(upload, bytes, hooks);
  // Encrypted: the server is sent ciphertext under file ids, and the sender keeps the names and the key.
  const sealed = await sealedUpload(upload, bytes);
  const result = await runSendable(sealed.upload, sealed.bytes, {
    ...hooks,
    onAcknowledged: (offset) => hooks.onAcknowledged?.(sealed.plaintextOffset(offset)),
  });
  return sealed.shareOf(result);
}

function runSendable(upload: QueuedUpload, bytes: SendableBytes, hooks: RunHooks): Promise<UploadedFolder> {
  return sendsInOneRequest(upload) ? runOneRequest(upload, bytes, hooks) : runResumable(upload, bytes, hooks);
}

/**
 * POST /api/upload with every file, in the upload's request shape (its page's: `paths` unless it says `raw`); past
 * FORM_DATA_MAX_FILES the body is a Blob (multipart-body.ts says why).
 */
async function runOneRequest(upload: QueuedUpload, bytes: SendableBytes, hooks: RunHooks): Promise<UploadedFolder> {
  const { signal, onProgress } = hooks;
  const options = {
    retention: upload.retention,
    password: upload.password,
    encrypted: upload.encryption !== undefined,
    shape: upload.shape ?? 'paths',
    signal,
    onProgress,
  };
  const entries = await bytes.entries();
  if (entries.length <= FORM_DATA_MAX_FILES) return uploadFolder(entries, options);
  const { body, contentType } = multipartBody(buildUploadForm(entries, options));
  const answer = await sendBody<unknown>('/api/upload', body, {
    headers: { 'Content-Type': contentType },
    signal,
    onProgress,
  });
  if (!answer || typeof answer !== 'object') throw new ApiError(201, 'The upload answer was not a share.', answer);
  return answer as UploadedFolder;
}
