import { ApiException } from '../../errors/api-exception.js';

// What a resumable upload's chunks, finish and cancel are refused with, by the upload's state.

export const UNKNOWN_UPLOAD_MESSAGE =
  'This upload is unknown, or was discarded after a long time without progress. Start the upload again.';

/** The answer to a chunk longer than what the upload still needs (`allowed`), the upload left at `offset`. */
export function pastTheEnd(allowed: number, offset: number): ApiException {
  return new ApiException(
    'chunk_too_large',
    `This chunk may carry at most ${allowed} bytes: the upload ends there. The upload holds ${offset} bytes: send the rest from byte ${offset}.`,
    { params: { allowed, offset } },
  );
}

/** A chunk that does not start where the upload stands (`received`). */
export function wrongOffset(offset: number, received: number): ApiException {
  return new ApiException(
    'wrong_offset',
    `This chunk starts at byte ${offset}, but the upload holds ${received} bytes: send from byte ${received}.`,
    { params: { offset, received } },
  );
}

/** A finish asked for before every byte arrived. */
export function notArrivedYet(totalBytes: number, received: number): ApiException {
  const missing = totalBytes - received;
  return new ApiException(
    'upload_incomplete',
    `${missing} bytes of this upload have not arrived yet: send from byte ${received}.`,
    { params: { missing, received } },
  );
}

/** A chunk for an upload that took its last byte. */
export function uploadComplete(): ApiException {
  return new ApiException('upload_complete', 'This upload is complete; it takes no more bytes.');
}

/** A finish while another request finishes the upload. */
export function beingFinished(): ApiException {
  return new ApiException(
    'upload_finishing',
    'This upload is being finished by another request. Ask again in a moment.',
  );
}

/** A cancel that comes too late: the upload is being finished. */
export function noCancelWhileFinishing(): ApiException {
  return new ApiException(
    'upload_finishing_no_cancel',
    'This upload is being finished and can no longer be cancelled.',
  );
}
