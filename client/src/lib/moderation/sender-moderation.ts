/**
 * What the sender's view of a share (its state: the share dialog, Recent shares, My shares) says about a
 * malware check or a removal. It reads `status`, `removal` and `scan` of any state answer that has them.
 */
import { defineMessages } from 'react-intl';
import { pageIntl } from '../i18n/page-intl';
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

const messages = defineMessages({
  checking: {
    id: 'moderation.sender.checking',
    defaultMessage: 'Being checked for malware… it opens for recipients when the check is done',
  },
  liveAfterCheck: {
    id: 'moderation.sender.liveAfterCheck',
    defaultMessage: 'Live · the check found nothing, recipients can open it',
  },
  quarantined: { id: 'moderation.sender.quarantined', defaultMessage: 'Removed · a file in it contains malware' },
});

const messagesWithValues = defineMessages<{ removed: { category: string } }>({
  removed: { id: 'moderation.sender.removed', defaultMessage: "Removed by Sharecode's operators · {category}" },
});

/** A share that was checked and found clean, in the page's language. */
export function liveAfterCheckText(): string {
  return pageIntl().formatMessage(messages.liveAfterCheck);
}

/** The sender's one line about a checked or removed share. */
export function moderationText(moderation: SenderModeration): string {
  const intl = pageIntl();
  switch (moderation.kind) {
    case 'checking':
      return intl.formatMessage(messages.checking);
    case 'removed':
      return intl.formatMessage(messagesWithValues.removed, { category: categoryLabel(moderation.removal?.category) });
    default:
      return intl.formatMessage(messages.quarantined);
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
