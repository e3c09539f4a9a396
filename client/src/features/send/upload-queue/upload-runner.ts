/**
 * Sends one queued upload to the API, the same way from a page or from the service worker, reading its bytes
 * from the picked files or from those kept on the device. Every upload is a resumable upload
 * (docs/instant-share.md): announcing it makes the share at once, so its code, link and QR show while the bytes
 * go on in chunks, each file opening for recipients as it arrives; an interruption costs only the bytes that had
 * not arrived, and a later attempt goes on with the same share, never a second one.
 */
import { ApiError, messageOf } from '../../../lib/api/http';
import {
  type AnnouncedFile,
  createResumableUpload,
  finishResumableUpload,
  getResumableUpload,
  sendChunk,
  type ResumableUpload,
} from '../../../lib/api/resumable-uploads';
import type { UploadedFolder } from '../../../lib/api/folders';
import { isAbortError, type UploadProgress } from '../../../lib/api/upload-request';
import type { QueuedUpload } from '../../../lib/platform/app-database';
import { MissingBytesError, type SendableBytes, type UploadBytes } from './upload-bytes';
import { sealedUpload } from './sealed-upload';

/** A share as its sender sees it: an end-to-end encrypted one with its key in the link and its real names. */
export type SenderShare = UploadedFolder & { encrypted?: boolean };

export interface RunHooks {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /**
   * The upload was announced: the server's resumable upload and the share it made now. Keep both with the
   * queued upload, so any later attempt resumes that upload and that share; rejecting stops the attempt.
   */
  onShare?: (sessionId: string, share: SenderShare) => Promise<void>;
  /** How far the server holds the bytes, each time it says so. */
  onAcknowledged?: (offset: number) => void;
}

/** What to do after a failed attempt: nothing (cancelled), try again later, give up, or stop: its share ended. */
export type FailureKind = 'cancelled' | 'retry' | 'fatal' | 'ended';

/** HTTP answers worth trying again later: the request or the server, not the upload, was the problem. */
const RETRY_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

/**
 * The upload's share ended before every byte arrived, so the upload takes no more (410: ended by its sender,
 * stopped, removed by the operators or as malware; 422: a file on the block list; or its upload was forgotten).
 * The message says why, in the server's words where it gave some.
 */
export class ShareEndedError extends Error {
  constructor(
    message: string,
    /** The server's reason (`ended`, `stopped`, `removed`, `malware`, `blocked`…), when it gave one. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ShareEndedError';
  }
}

export const SHARE_STOPPED_MESSAGE =
  'This share ended before all of its files were sent (its upload was stopped, or nothing arrived for too long), so the rest cannot be sent to it. Share the files again.';
export const SHARE_ENDED_MESSAGE = 'This share was ended, so the rest of its files were not sent.';
export const SHARE_REMOVED_MESSAGE =
  "Sharecode's operators removed this share, so the rest of its files were not sent.";

/** A 410 or 422 of a chunk, a status or a finish, as the share's ending. */
function endedBy(error: ApiError): ShareEndedError {
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as { reason?: unknown };
  const reason = typeof body.reason === 'string' ? body.reason : undefined;
  if (error.status === 422) return new ShareEndedError(messageOf(error.body) ?? error.message, 'blocked');
  switch (reason) {
    case 'ended':
      return new ShareEndedError(SHARE_ENDED_MESSAGE, reason);
    case 'removed':
    case 'malware':
      return new ShareEndedError(SHARE_REMOVED_MESSAGE, reason);
    default:
      return new ShareEndedError(SHARE_STOPPED_MESSAGE, reason ?? 'stopped');
  }
}

function isShareEnding(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 410 || error.status === 422);
}

export function classifyFailure(error: unknown): FailureKind {
  if (isAbortError(error)) return 'cancelled';
  if (error instanceof ShareEndedError) return 'ended';
  if (error instanceof ApiError) return RETRY_STATUSES.has(error.status) ? 'retry' : 'fatal';
  // The network failed (fetch and XMLHttpRequest both reject with TypeError).
  if (error instanceof TypeError) return 'retry';
  return 'fatal';
}

/** What a failure says when neither the server nor the error gave words of their own. */
export const UPLOAD_FAILED_MESSAGE = 'The upload failed.';

/** A failure in words: the server's message when it sent one. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return messageOf(error.body) ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return UPLOAD_FAILED_MESSAGE;
}

/** Runs an API call of an upload whose share may have ended meanwhile: its 410 or 422 as ShareEndedError. */
async function orEnded<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw isShareEnding(error) ? endedBy(error) : error;
  }
}

/** The server's resumable upload as an attempt sends to it: where it stands, and the chunk size it suggests. */
type Session = Pick<ResumableUpload, 'id' | 'offset' | 'length' | 'chunkBytes'> & { finished?: boolean };

/**
 * Announces an upload's files (paths and sizes, in the order their bytes follow) and resolves the server's upload
 * that takes them: a share's (POST /api/resumable-uploads) or an answer's to a file request (answer-runner.ts).
 */
export type Announce = (files: AnnouncedFile[]) => Promise<Session>;

/** A share's announcement: the share is made now, and `onShare` keeps it before any byte is sent. */
function announceShare(
  upload: QueuedUpload,
  hooks: RunHooks,
  shareOf: (share: UploadedFolder) => SenderShare,
): Announce {
  return async (files) => {
    const created = await createResumableUpload(
      files,
      {
        retention: upload.retention,
        password: upload.password,
        encrypted: upload.encryption !== undefined,
        directOnly: upload.directOnly,
      },
      hooks.signal,
    );
    const { share, ...session } = created;
    await hooks.onShare?.(session.id, shareOf(share));
    return session;
  };
}

/**
 * The server's record of the upload to continue, or a new one, announced now (a first attempt, or one whose
 * announcement was lost before it was kept). An upload that has its share, or is an answer with its session,
 * never announces again: if the server has forgotten its upload, that share (or answer) has ended
 * (ShareEndedError). MissingBytesError when `bytes` cannot go on from where the server stands.
 */
async function resumableSession(
  upload: QueuedUpload,
  bytes: SendableBytes,
  hooks: RunHooks,
  announce: Announce,
): Promise<Session> {
  if (upload.sessionId) {
    try {
      const session = await orEnded(getResumableUpload(upload.sessionId, hooks.signal));
      if (session.offset < bytes.from && !session.finished) throw new MissingBytesError();
      return session;
    } catch (error) {
      const forgotten = error instanceof ApiError && error.status === 404;
      if (!forgotten) throw error;
      if (upload.share || upload.target) throw new ShareEndedError(SHARE_STOPPED_MESSAGE, 'stopped');
    }
  }
  if (bytes.from > 0) throw new MissingBytesError();
  return announce(upload.files.map((file) => ({ path: file.path, size: file.size })));
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

/** Sends the bytes from where the server stands to the end; resolves once it holds every one. */
async function sendRest(session: Session, bytes: SendableBytes, hooks: RunHooks): Promise<void> {
  const { id, length, chunkBytes } = session;
  let offset = session.offset;
  hooks.onAcknowledged?.(offset);
  hooks.onProgress?.({ loaded: offset, total: length, confirmed: offset });
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
        onProgress: (progress) =>
          hooks.onProgress?.({ loaded: start + progress.loaded, total: length, confirmed: start }),
      });
    } catch (error) {
      if (isShareEnding(error)) throw endedBy(error);
      // The server holds different bytes than we thought (an earlier attempt got further): ask it.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      offset = (await orEnded(getResumableUpload(id, hooks.signal))).offset;
    }
    hooks.onAcknowledged?.(offset);
    hooks.onProgress?.({ loaded: offset, total: length, confirmed: offset });
  }
}

/** How often a finish that finds bytes missing (409) goes back to send them before giving up. */
const FINISH_ATTEMPTS = 3;

/**
 * Announces `upload` (unless it goes on with its session), sends its bytes from where the server stands and
 * finishes it; resolves the finish step's answer.
 */
export async function runResumable(
  upload: QueuedUpload,
  bytes: SendableBytes,
  hooks: RunHooks,
  announce: Announce,
): Promise<UploadedFolder> {
  let session: Session = await resumableSession(upload, bytes, hooks, announce);
  for (let attempt = 1; ; attempt++) {
    // A share sent directly only takes no bytes: its files go from this page to each recipient (features/live).
    if (!upload.directOnly) await sendRest(session, bytes, hooks);
    try {
      return await orEnded(finishResumableUpload(session.id, hooks.signal));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409) || attempt === FINISH_ATTEMPTS) throw error;
      session = await orEnded(getResumableUpload(session.id, hooks.signal));
    }
  }
}

/**
 * Sends a queued upload, reading its bytes from `bytes`, and resolves the share once every byte has arrived (it
 * exists from the announcement on: `onShare`); one sent directly only is announced and finished, no byte sent. Rejects like the API calls (ApiError, TypeError, AbortError;
 * `classifyFailure` says whether to try again), with ShareEndedError once the share ended, or with
 * MissingBytesError when `bytes` lacks bytes the server needs.
 */
export async function runUpload(upload: QueuedUpload, bytes: UploadBytes, hooks: RunHooks = {}): Promise<SenderShare> {
  if (!upload.encryption) {
    const announce = announceShare(upload, hooks, (share) => share);
    return runResumable(upload, bytes, hooks, announce);
  }
  // Encrypted: the server is sent ciphertext under file ids, and the sender keeps the names and the key.
  const sealed = await sealedUpload(upload, bytes);
  const sealedHooks = {
    ...hooks,
    onAcknowledged: (offset: number) => hooks.onAcknowledged?.(sealed.plaintextOffset(offset)),
  };
  const result = await runResumable(
    sealed.upload,
    sealed.bytes,
    sealedHooks,
    announceShare(sealed.upload, sealedHooks, sealed.shareOf),
  );
  return sealed.shareOf(result);
}
