/**
 * Why a share cannot be opened although its code or link is right: removed by the operators, removed as
 * malware, ended by its sender, stopped before all of its files arrived, sent directly only from a page its sender
 * closed, expired, or kept until downloaded and everything was (410 with a `reason`, and `downloaded`). The words never name whoever reported it. (A share being
 * checked for malware opens all the same: its files wait one by one, features/receive.)
 */
import { defineMessages } from 'react-intl';
import { ApiError } from '../api/http';
import { pageIntl } from '../i18n/page-intl';
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

const messages = defineMessages({
  removedTitle: { id: 'shareUnavailable.removedTitle', defaultMessage: 'This share was removed' },
  endedTitle: { id: 'shareUnavailable.endedTitle', defaultMessage: 'The sender ended this share' },
  stoppedTitle: { id: 'shareUnavailable.stoppedTitle', defaultMessage: 'The sender stopped before everything arrived' },
  /** Said plainly: a share sent directly only lives while its sender's page is open. */
  senderLeftTitle: {
    id: 'shareUnavailable.senderLeftTitle',
    defaultMessage: 'The sender is away, so this share has ended',
  },
  expiredTitle: { id: 'shareUnavailable.expiredTitle', defaultMessage: 'This shared folder has expired' },
  downloadedTitle: {
    id: 'shareUnavailable.downloadedTitle',
    defaultMessage: 'Everything in this share was downloaded',
  },
  malwareText: {
    id: 'shareUnavailable.malwareText',
    defaultMessage: 'It was removed because a file in it contains malware. Its files can no longer be opened.',
  },
  endedText: {
    id: 'shareUnavailable.endedText',
    defaultMessage: 'Its files were deleted. Ask the sender to share them again if you still need them.',
  },
  stoppedText: {
    id: 'shareUnavailable.stoppedText',
    defaultMessage:
      'The sender stopped sending this share before all of its files had arrived, so it ended and its files were deleted. Ask the sender to share them again.',
  },
  senderLeftText: {
    id: 'shareUnavailable.senderLeftText',
    defaultMessage:
      "It was sent directly from the sender's device, only while the page they shared it from stayed open. That page was closed, so the share ended; Sharecode never had a copy of its files. Ask the sender to share them again.",
  },
  downloadedText: {
    id: 'shareUnavailable.downloadedText',
    defaultMessage:
      'It was kept until downloaded, so it ended once everything in it had been downloaded, and its files were deleted. Ask the sender to share them again if you still need them.',
  },
  expiredText: {
    id: 'shareUnavailable.expiredText',
    defaultMessage: 'This shared folder has expired and its files were deleted. Ask the sender to share them again.',
  },
});

const messagesWithValues = defineMessages<{ removedText: { category: string } }>({
  removedText: {
    id: 'shareUnavailable.removedText',
    defaultMessage: "Sharecode's operators removed it. Reason: {category}. Its files can no longer be opened.",
  },
});

/** The heading of the page that says why. */
export function unavailableTitle(unavailable: Unavailable): string {
  const intl = pageIntl();
  switch (unavailable.reason) {
    case 'removed':
    case 'malware':
      return intl.formatMessage(messages.removedTitle);
    case 'ended':
      return intl.formatMessage(messages.endedTitle);
    case 'stopped':
      return intl.formatMessage(messages.stoppedTitle);
    case 'sender-left':
      return intl.formatMessage(messages.senderLeftTitle);
    case 'downloaded':
      return intl.formatMessage(messages.downloadedTitle);
    default:
      return intl.formatMessage(messages.expiredTitle);
  }
}

/** One or two sentences saying why, and what the recipient can do. */
export function unavailableText(unavailable: Unavailable): string {
  const intl = pageIntl();
  switch (unavailable.reason) {
    case 'removed':
      return intl.formatMessage(messagesWithValues.removedText, { category: categoryLabel(unavailable.category) });
    case 'malware':
      return intl.formatMessage(messages.malwareText);
    case 'ended':
      return intl.formatMessage(messages.endedText);
    case 'stopped':
      return intl.formatMessage(messages.stoppedText);
    case 'sender-left':
      return intl.formatMessage(messages.senderLeftText);
    case 'downloaded':
      return intl.formatMessage(messages.downloadedText);
    default:
      return intl.formatMessage(messages.expiredText);
  }
}
