import { ApiException } from '../errors/api-exception.js';

/** Seconds a grid waits before asking again: a thumbnail is made within a second or two of its file opening. */
const RETRY_AFTER_SECONDS = 2;

const PENDING_MESSAGE = "This file's thumbnail is not made yet. Ask again in a moment.";
const NONE_MESSAGE = 'This file has no thumbnail: it is not a photo the server reads, or none could be made of it.';

/** 409 `reason: pending`, with Retry-After: the file's thumbnail will be made (or found impossible) soon. */
export function thumbnailPending(): ApiException {
  return new ApiException('thumbnail_pending', PENDING_MESSAGE, {
    reason: 'pending',
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}

/** 404 `reason: none`: no thumbnail will ever be made of this file; its icon stands for it. */
export function noThumbnail(): ApiException {
  return new ApiException('no_thumbnail', NONE_MESSAGE, { reason: 'none' });
}
