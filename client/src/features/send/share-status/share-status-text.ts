import type { FolderState } from '../../../lib/api/folder-management';
import { LIVE_AFTER_CHECK_TEXT, moderationOf, moderationText } from '../../../lib/moderation/sender-moderation';

export const WAITING_TEXT = 'Waiting for someone to open it…';
export const ENDED_TEXT = 'Ended · its files were deleted';
export const STOPPED_TEXT = 'Stopped before everything arrived · its files were deleted';
const SENDER_LEFT_TEXT = 'Ended · the page sending it directly was closed';
export const PASSWORD_PROTECTED_TEXT = 'Protected by a password: send it to the recipient separately.';

/** How many files, counting each file once however often it was downloaded. */
function filesDownloaded(state: FolderState): number {
  return state.files.filter((file) => file.downloads > 0).length;
}

/** How many of its files have arrived whole (ready, or being checked), while the others still arrive. */
function arrivalText(state: FolderState): string {
  const here = state.files.filter((file) => file.status !== 'arriving').length;
  return `Arriving · ${here} of ${state.files.length} ${state.files.length === 1 ? 'file' : 'files'} arrived`;
}

/**
 * One line for the sender: "Arriving · 3 of 41 files arrived" while its upload runs, "Waiting for someone to open
 * it…", then "Opened · 2 files downloaded" (or "Opened 3 times · downloaded as a ZIP"), then "Ended" once it has
 * (or "Stopped before everything arrived", or for a share sent directly only that its page was closed). A share being checked for malware, or removed, says so instead;
 * `checked`: this share was seen being checked, so its going live is news.
 */
export function shareStatusText(state: FolderState, checked = false): string {
  const moderation = moderationOf(state);
  if (moderation) return moderationText(moderation);
  if (state.status === 'ended') return ENDED_TEXT;
  if (state.status === 'stopped') return STOPPED_TEXT;
  if (state.status === 'sender-left') return SENDER_LEFT_TEXT;
  const untouched = state.opens === 0 && state.zipDownloads === 0 && filesDownloaded(state) === 0;
  if (state.status === 'arriving')
    return untouched ? arrivalText(state) : `${arrivalText(state)} · ${openedText(state)}`;
  if (untouched) return checked ? LIVE_AFTER_CHECK_TEXT : WAITING_TEXT;
  return openedText(state);
}

/** "Opened 3 times · 2 files downloaded · downloaded as a ZIP". */
function openedText(state: FolderState): string {
  const parts = [state.opens > 1 ? `Opened ${state.opens} times` : 'Opened'];
  const files = filesDownloaded(state);
  if (files > 0) parts.push(`${files} ${files === 1 ? 'file' : 'files'} downloaded`);
  if (state.zipDownloads > 0)
    parts.push(state.zipDownloads === 1 ? 'downloaded as a ZIP' : `downloaded as a ZIP ${state.zipDownloads} times`);
  return parts.join(' · ');
}

/**
 * Said in place of a share's code, link and QR once it is over (ended, stopped or removed): they open nothing any
 * more.
 */
export function shareOverText(state: Pick<FolderState, 'status'>): string {
  switch (state.status) {
    case 'removed':
      return "Sharecode's operators removed this share: its code, link and QR code no longer open it.";
    case 'stopped':
      return 'Its upload stopped before every file had arrived, so this share ended and its files were deleted: its code, link and QR code no longer open it, and whoever tries is told that you stopped before everything arrived.';
    case 'sender-left':
      return 'It was sent directly only, and the page sending it was closed, so this share ended: its code, link and QR code no longer open it, and whoever tries is told that you are away.';
    default:
      return 'This share has ended: its code, link and QR code no longer open it.';
  }
}
