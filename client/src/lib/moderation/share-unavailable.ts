/**
 * Why a share cannot be opened although its code or link is right: removed by the operators, removed as
 * malware, ended by its sender, stopped before all of its files arrived, sent directly only from a page its sender
 * closed, expired, or kept until downloaded and everything was (410 with a `reason`, and `downloaded`). The words never name whoever reported it. (A share being
 * checked for malware opens all the same: its files wait one by one, features/receive.)
 */
import { ApiError } from '../api/http';
import { categoryLabel } from './categories';

export type Unavailable =
  | { reason: 'removed'; category: string | null }
  | { reason: 'malware' | 'ended' | 'stopped' | 'sender-left' | 'expired' | 'downloaded' };

/** The reason a 410 gives, or null for any other failure (410 without a reason is expiry). */
export function unavailableOf(error: unknown): Unavailable | null {
  if (!(error instanceof ApiError) || error.status !== 410) return null;
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as {
    reason?: unknown;
    category?: unknown;
    downloaded?: unknown;
  };
  switch (body.reason) {
    case 'removed':
      return { reason: 'removed', category: typeof body.category === 'string' ? body.category : null };
    case 'malware':
    case 'ended':
    case 'stopped':
    case 'sender-left':
      return { reason: body.reason };
    default:
      return { reason: body.downloaded === true ? 'downloaded' : 'expired' };
  }
}

const REMOVED_TITLE = 'This share was removed';
const ENDED_TITLE = 'The sender ended this share';
const STOPPED_TITLE = 'The sender stopped before everything arrived';
/** Said plainly: a share sent directly only lives while its sender's page is open. */
const SENDER_LEFT_TITLE = 'The sender is away, so this share has ended';
const SENDER_LEFT_TEXT =
  "It was sent directly from the sender's device, only while the page they shared it from stayed open. That page was closed, so the share ended; Sharecode never had a copy of its files. Ask the sender to share them again.";
const EXPIRED_TITLE = 'This shared folder has expired';
const DOWNLOADED_TITLE = 'Everything in this share was downloaded';

/** The heading of the page that says why. */
export function unavailableTitle(unavailable: Unavailable): string {
  switch (unavailable.reason) {
    case 'removed':
    case 'malware':
      return REMOVED_TITLE;
    case 'ended':
      return ENDED_TITLE;
    case 'stopped':
      return STOPPED_TITLE;
    case 'sender-left':
      return SENDER_LEFT_TITLE;
    case 'downloaded':
      return DOWNLOADED_TITLE;
    default:
      return EXPIRED_TITLE;
  }
}

/** One or two sentences saying why, and what the recipient can do. */
export function unavailableText(unavailable: Unavailable): string {
  switch (unavailable.reason) {
    case 'removed':
      return `Sharecode's operators removed it. Reason: ${categoryLabel(unavailable.category)}. Its files can no longer be opened.`;
    case 'malware':
      return 'It was removed because a file in it contains malware. Its files can no longer be opened.';
    case 'ended':
      return 'Its files were deleted. Ask the sender to share them again if you still need them.';
    case 'stopped':
      return 'The sender stopped sending this share before all of its files had arrived, so it ended and its files were deleted. Ask the sender to share them again.';
    case 'sender-left':
      return SENDER_LEFT_TEXT;
    case 'downloaded':
      return 'It was kept until downloaded, so it ended once everything in it had been downloaded, and its files were deleted. Ask the sender to share them again if you still need them.';
    default:
      return 'This shared folder has expired and its files were deleted. Ask the sender to share them again.';
  }
}
