/** Explaining a failed retrieval in words a recipient can act on (an unknown, expired or mistyped code). */
import { ApiError, messageOf } from '../api/http';
import { ExplainedError } from './explained-error';
import { unavailableOf, unavailableText, unavailableTitle } from '../moderation/share-unavailable';
import { challengeOf } from '../proof-of-work/proof-of-work';

/** A code lookup whose proof of work could not be done (challenges kept coming, or this browser cannot hash). */
const PROOF_OF_WORK_FAILED_MESSAGE =
  'Many wrong codes were tried recently, so this code could not be checked just now. Open the link or scan the QR, which always work, or try the code again in a few minutes.';

/** Whether a lookup found a share protected by a password, which it needs (again, when `wrong`). */
export function passwordNeeded(error: unknown): { wrong: boolean } | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const body = error.body as { passwordRequired?: unknown; message?: unknown } | undefined;
  if (!body || body.passwordRequired !== true) return null;
  return { wrong: /wrong/i.test(messageOf(body) ?? '') };
}

export const PASSWORD_NEEDED_MESSAGE = 'This share is protected by a password. Ask the sender for it.';
export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Check it with the sender and try again.';

/** The HTTP status of a failed lookup, or null for a network failure. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The code exchange's answer when no page of the sender answers for an end-to-end encrypted share. */
function isSenderAway(error: ApiError): boolean {
  const body = error.body as { reason?: unknown } | undefined;
  return error.status === 409 && body?.reason === 'sender-away';
}

/**
 * A few words saying what happened, to read before anything else (a heading), for the failures that have
 * them: a share that ended, was removed or is being checked, a code or link that names no share, an encrypted
 * share whose sender's page is closed. Null otherwise: the sentence of explainLookupFailure says it alone.
 */
export function lookupFailureTitle(error: unknown, kind: 'code' | 'link'): string | null {
  if (!(error instanceof ApiError)) return null;
  const unavailable = unavailableOf(error);
  if (unavailable) return unavailableTitle(unavailable);
  if (isSenderAway(error)) return 'This share opens with its link or QR code';
  if (error.status === 404)
    return kind === 'link'
      ? 'This link does not match any shared folder'
      : 'This code does not match any shared folder';
  if (error.status === 400 && kind === 'link') return 'This link is not a valid share link';
  return null;
}

/** One sentence saying what went wrong and what to do. */
export function explainLookupFailure(error: unknown): string {
  // A code exchange that failed, or a share key that does not open the share: their messages say what to do.
  if (error instanceof ExplainedError) return error.message;
  if (!(error instanceof ApiError)) return 'The server could not be reached. Check your connection and try again.';
  const needed = passwordNeeded(error);
  if (needed) return needed.wrong ? WRONG_PASSWORD_MESSAGE : PASSWORD_NEEDED_MESSAGE;
  const unavailable = unavailableOf(error);
  if (unavailable) return unavailableText(unavailable);
  switch (error.status) {
    case 404:
      return 'No shared folder has this code. Check the digits, or ask the sender for the code again.';
    case 410:
      return 'This shared folder has expired and its files were deleted. Ask the sender to share them again.';
    case 429:
      if (challengeOf(error.body)) return PROOF_OF_WORK_FAILED_MESSAGE;
      // With a known end, the screen counts down to it (LookupFailure).
      return error.retryAt === undefined
        ? 'Too many attempts from this network. Wait a few minutes, then try again.'
        : 'Too many attempts from this network.';
    case 400:
      return messageOf(error.body) ?? 'That code or address is not valid.';
    default:
      return messageOf(error.body) ?? 'The server could not answer. Try again in a moment.';
  }
}
