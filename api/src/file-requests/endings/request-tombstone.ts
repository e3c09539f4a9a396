import { tokenHash } from '../../common/random-token.js';
import type { FileRequest } from '../file-request.entity.js';
import type { RequestGoneReason } from './request-gone.exception.js';
import type { NewEndedFileRequest } from './request-endings.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a deleted request's link and state keep answering 410: a week, as shares' tombstones do. */
export const ENDED_REQUEST_KEPT_MS = 7 * DAY_MS;

/** Why a request whose row still exists no longer takes answers at `now`; null while it does. */
export function goneReasonOf(
  request: Pick<FileRequest, 'endedReason' | 'closesAt'>,
  now: Date,
): RequestGoneReason | null {
  if (request.endedReason !== null) return request.endedReason;
  return request.closesAt.getTime() <= now.getTime() ? 'expired' : null;
}

/** The tombstone of a request whose row is deleted at `now`. */
export function requestTombstoneOf(request: FileRequest, now: Date): NewEndedFileRequest {
  return {
    linkKeyHash: tokenHash(request.linkKey),
    code: request.code,
    requesterKeyHash: request.requesterKeyHash,
    reason: goneReasonOf(request, now) ?? 'expired',
    category: request.removalCategory,
    reasons: request.removalReasons,
    endedAt: request.removedAt ?? new Date(Math.min(request.closesAt.getTime(), now.getTime())),
    keepUntil: new Date(now.getTime() + ENDED_REQUEST_KEPT_MS),
  };
}
