/**
 * What the sender's view of a share (its state: the share dialog, Recent shares, My shares) says about a
 * malware check or a removal. It reads `status`, `removal` and `scan` of any state answer that has them.
 */
import { categoryLabel } from './categories';
import type { Removal, ScanFinding, ScanReport } from './types';

/** The fields of a share's state this module reads; answers from before moderation carry only `status`. */
export interface ModeratedState {
  status: string;
  removal?: Removal | null;
  scan?: ScanReport | null;
}

export type SenderModeration =
  | { kind: 'checking' }
  | { kind: 'removed'; removal: Removal | null }
  | { kind: 'quarantined'; findings: ScanFinding[] };

export function moderationOf(state: ModeratedState): SenderModeration | null {
  switch (state.status) {
    case 'checking':
      return { kind: 'checking' };
    case 'removed':
      return { kind: 'removed', removal: state.removal ?? null };
    case 'quarantined':
      return { kind: 'quarantined', findings: state.scan?.findings ?? [] };
    default:
      return null;
  }
}

const CHECKING_SENDER_TEXT = 'Being checked for malware… it opens for recipients when the check is done';
export const LIVE_AFTER_CHECK_TEXT = 'Live · the check found nothing, recipients can open it';
const QUARANTINED_TEXT = 'Removed · a file in it contains malware';

/** The sender's one line about a checked or removed share. */
export function moderationText(moderation: SenderModeration): string {
  switch (moderation.kind) {
    case 'checking':
      return CHECKING_SENDER_TEXT;
    case 'removed':
      return `Removed by Sharecode's operators · ${categoryLabel(moderation.removal?.category)}`;
    default:
      return QUARANTINED_TEXT;
  }
}

/** A share that cannot come back: nothing more to watch. */
export function isFinal(state: ModeratedState): boolean {
  return (
    state.status === 'ended' ||
    state.status === 'stopped' ||
    state.status === 'sender-left' ||
    state.status === 'removed'
  );
}
