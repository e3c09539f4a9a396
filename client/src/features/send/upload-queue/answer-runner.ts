/**
 * Sends an answer to a file request (docs/design/file-requests.md): sealed exactly as an encrypted share is
 * (sealed-upload.ts), announced to the request (POST /api/file-requests/{link}/answers, with the answer's id, its
 * wrapped key and the request's upload token) instead of as a share, and from there sent as every upload is: the
 * same chunks, resume, finish and cancel on /api/resumable-uploads/{id}. It makes no share, so no `onShare`: the
 * server's upload is heard through `onSession`, to be kept before any byte goes.
 */
import { createAnswerUpload } from '../../../lib/api/file-request-answers';
import { ApiError } from '../../../lib/api/http';
import type { QueuedUpload } from '../../../lib/platform/app-database';
import { sealedUpload } from './sealed-upload';
import type { UploadBytes } from './upload-bytes';
import { type Announce, type RunHooks, runResumable, ShareEndedError } from './upload-runner';

export const ANSWER_ENDED_MESSAGE =
  'This request closed before all of your files arrived, so the rest were not sent. Ask the person who asked for a new link.';

export interface AnswerRunHooks extends Omit<RunHooks, 'onShare'> {
  /** The answer was announced: keep `sessionId` with the queued upload, so a later attempt resumes it. */
  onSession?: (sessionId: string) => Promise<void>;
}

/** The request no longer takes answers (409 `request_closed`), or is gone (410). */
function isRequestClosed(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && (error.status === 410 || (error.status === 409 && error.code === 'request_closed'))
  );
}

/** The server's reason for a closed request (`ended`, `expired`, `removed`), when it gave one. */
function reasonOf(error: ApiError): string | undefined {
  const reason = (error.body as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/**
 * Sends a queued answer (`upload.target` and `upload.encryption` set), reading its plaintext from `bytes`; resolves
 * once every byte arrived. Rejects as runUpload does, with ShareEndedError (ANSWER_ENDED_MESSAGE) once the request
 * closed or the answer's upload was forgotten.
 */
export async function runAnswerUpload(upload: QueuedUpload, bytes: UploadBytes, hooks: AnswerRunHooks = {}) {
  const target = upload.target;
  if (!target || !upload.encryption) throw new TypeError('An answer is a sealed upload with its request');
  const sealed = await sealedUpload(upload, bytes);
  const announce: Announce = async (files) => {
    const session = await createAnswerUpload(
      target.requestLink,
      {
        answerId: target.answerId,
        wrappedKey: target.wrappedKey,
        uploadToken: target.uploadToken,
        filePaths: files.map((file) => file.path),
        fileSizes: files.map((file) => file.size),
      },
      hooks.signal,
    );
    await hooks.onSession?.(session.id);
    return session;
  };
  try {
    await runResumable(
      sealed.upload,
      sealed.bytes,
      { ...hooks, onAcknowledged: (offset) => hooks.onAcknowledged?.(sealed.plaintextOffset(offset)) },
      announce,
    );
  } catch (error) {
    if (error instanceof ShareEndedError) throw new ShareEndedError(ANSWER_ENDED_MESSAGE, error.reason);
    if (isRequestClosed(error)) throw new ShareEndedError(ANSWER_ENDED_MESSAGE, reasonOf(error) ?? 'closed');
    throw error;
  }
}
