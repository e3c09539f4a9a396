import { defineMessages, type NoMessageValues } from 'react-intl';
import type { FolderState } from '../../../lib/api/folder-management';
import { pageIntl, type PageIntl } from '../../../lib/i18n/page-intl';
import { liveAfterCheckText, moderationOf, moderationText } from '../../../lib/moderation/sender-moderation';

const messages = defineMessages<{
  waiting: NoMessageValues;
  ended: NoMessageValues;
  stopped: NoMessageValues;
  senderLeft: NoMessageValues;
  passwordProtected: NoMessageValues;
  arriving: { arrived: string; count: number; total: string };
  opened: NoMessageValues;
  openedTimes: { count: number; times: string };
  filesDownloaded: { count: number; files: string };
  zipOnce: NoMessageValues;
  zipTimes: { count: number; times: string };
  removedOver: NoMessageValues;
  stoppedOver: NoMessageValues;
  senderLeftOver: NoMessageValues;
  endedOver: NoMessageValues;
}>({
  waiting: { id: 'send.shareStatus.waiting', defaultMessage: 'Waiting for someone to open it…' },
  ended: { id: 'send.shareStatus.ended', defaultMessage: 'Ended · its files were deleted' },
  stopped: {
    id: 'send.shareStatus.stopped',
    defaultMessage: 'Stopped before everything arrived · its files were deleted',
  },
  senderLeft: { id: 'send.shareStatus.senderLeft', defaultMessage: 'Ended · the page sending it directly was closed' },
  passwordProtected: {
    id: 'send.shareStatus.passwordProtected',
    defaultMessage: 'Protected by a password: send it to the recipient separately.',
  },
  arriving: {
    id: 'send.shareStatus.arriving',
    defaultMessage: 'Arriving · {arrived} of {count, plural, one {{total} file} other {{total} files}} arrived',
  },
  opened: { id: 'send.shareStatus.opened', defaultMessage: 'Opened' },
  openedTimes: {
    id: 'send.shareStatus.openedTimes',
    defaultMessage: '{count, plural, one {Opened {times} time} other {Opened {times} times}}',
  },
  filesDownloaded: {
    id: 'send.shareStatus.filesDownloaded',
    defaultMessage: '{count, plural, one {{files} file downloaded} other {{files} files downloaded}}',
  },
  zipOnce: { id: 'send.shareStatus.zipOnce', defaultMessage: 'downloaded as a ZIP' },
  zipTimes: {
    id: 'send.shareStatus.zipTimes',
    defaultMessage: '{count, plural, one {downloaded as a ZIP {times} time} other {downloaded as a ZIP {times} times}}',
  },
  removedOver: {
    id: 'send.shareStatus.removedOver',
    defaultMessage: "Sharecode's operators removed this share: its code, link and QR code no longer open it.",
  },
  stoppedOver: {
    id: 'send.shareStatus.stoppedOver',
    defaultMessage:
      'Its upload stopped before every file had arrived, so this share ended and its files were deleted: its code, link and QR code no longer open it, and whoever tries is told that you stopped before everything arrived.',
  },
  senderLeftOver: {
    id: 'send.shareStatus.senderLeftOver',
    defaultMessage:
      'It was sent directly only, and the page sending it was closed, so this share ended: its code, link and QR code no longer open it, and whoever tries is told that you are away.',
  },
  endedOver: {
    id: 'send.shareStatus.endedOver',
    defaultMessage: 'This share has ended: its code, link and QR code no longer open it.',
  },
});

/** The source language's words of the lines the specs compare (the page says them in its own language). */
export const WAITING_TEXT = 'Waiting for someone to open it…';
export const ENDED_TEXT = 'Ended · its files were deleted';
export const STOPPED_TEXT = 'Stopped before everything arrived · its files were deleted';
export const PASSWORD_PROTECTED_TEXT = 'Protected by a password: send it to the recipient separately.';

/** "Protected by a password: send it to the recipient separately.", in the page's language. */
export function passwordProtectedText(intl: PageIntl = pageIntl()): string {
  return intl.formatMessage(messages.passwordProtected);
}

/** Separates the facts of one status line ("Opened 3 times · 2 files downloaded"). */
const SEPARATOR = ' · ';

/** How many files, counting each file once however often it was downloaded. */
function filesDownloaded(state: FolderState): number {
  return state.files.filter((file) => file.downloads > 0).length;
}

/** How many of its files have arrived whole (ready, or being checked), while the others still arrive. */
function arrivalText(state: FolderState, intl: PageIntl): string {
  const here = state.files.filter((file) => file.status !== 'arriving').length;
  const count = state.files.length;
  return intl.formatMessage(messages.arriving, { arrived: String(here), count, total: String(count) });
}

/**
 * One line for the sender: "Arriving · 3 of 41 files arrived" while its upload runs, "Waiting for someone to open
 * it…", then "Opened · 2 files downloaded" (or "Opened 3 times · downloaded as a ZIP"), then "Ended" once it has
 * (or "Stopped before everything arrived", or for a share sent directly only that its page was closed). A share being checked for malware, or removed, says so instead;
 * `checked`: this share was seen being checked, so its going live is news.
 */
export function shareStatusText(state: FolderState, checked = false, intl: PageIntl = pageIntl()): string {
  const moderation = moderationOf(state);
  if (moderation) return moderationText(moderation);
  if (state.status === 'ended') return intl.formatMessage(messages.ended);
  if (state.status === 'stopped') return intl.formatMessage(messages.stopped);
  if (state.status === 'sender-left') return intl.formatMessage(messages.senderLeft);
  const untouched = state.opens === 0 && state.zipDownloads === 0 && filesDownloaded(state) === 0;
  if (state.status === 'arriving')
    return untouched ? arrivalText(state, intl) : arrivalText(state, intl) + SEPARATOR + openedText(state, intl);
  if (untouched) return checked ? liveAfterCheckText() : intl.formatMessage(messages.waiting);
  return openedText(state, intl);
}

/** "Opened 3 times · 2 files downloaded · downloaded as a ZIP". */
function openedText(state: FolderState, intl: PageIntl): string {
  const parts = [
    state.opens > 1
      ? intl.formatMessage(messages.openedTimes, { count: state.opens, times: String(state.opens) })
      : intl.formatMessage(messages.opened),
  ];
  const files = filesDownloaded(state);
  if (files > 0) parts.push(intl.formatMessage(messages.filesDownloaded, { count: files, files: String(files) }));
  if (state.zipDownloads > 0)
    parts.push(
      state.zipDownloads === 1
        ? intl.formatMessage(messages.zipOnce)
        : intl.formatMessage(messages.zipTimes, { count: state.zipDownloads, times: String(state.zipDownloads) }),
    );
  return parts.join(SEPARATOR);
}

/**
 * Said in place of a share's code, link and QR once it is over (ended, stopped or removed): they open nothing any
 * more.
 */
export function shareOverText(state: Pick<FolderState, 'status'>, intl: PageIntl = pageIntl()): string {
  switch (state.status) {
    case 'removed':
      return intl.formatMessage(messages.removedOver);
    case 'stopped':
      return intl.formatMessage(messages.stoppedOver);
    case 'sender-left':
      return intl.formatMessage(messages.senderLeftOver);
    default:
      return intl.formatMessage(messages.endedOver);
  }
}
