import type { FolderState } from '../../lib/api/folder-management';
import { LIVE_AFTER_CHECK_TEXT, moderationOf, moderationText } from '../../lib/moderation/sender-moderation';

export const WAITING_TEXT = 'Waiting for someone to open it…';
export const ENDED_TEXT = 'Ended · its files were deleted';
export const PASSWORD_PROTECTED_TEXT = 'Protected by a password: send it to the recipient separately.';

/** How many files, counting each file once however often it was downloaded. */
function filesDownloaded(state: FolderState): number {
  return state.files.filter((file) => file.downloads > 0).length;
}

/**
 * One line for the sender: "Waiting for someone to open it…", then "Opened · 2 files downloaded" (or
 * "Opened 3 times · downloaded as a ZIP"), then "Ended" once it has. A share being checked for malware, or
 * removed, says so instead; `checked`: this share was seen being checked, so its going live is news.
 */
export function shareStatusText(state: FolderState, checked = false): string {
  const moderation = moderationOf(state);
  if (moderation) return moderationText(moderation);
  if (state.status === 'ended') return ENDED_TEXT;
  if (state.opens === 0 && state.zipDownloads === 0 && filesDownloaded(state) === 0)
    return checked ? LIVE_AFTER_CHECK_TEXT : WAITING_TEXT;
  const parts = [state.opens > 1 ? `Opened ${state.opens} times` : 'Opened'];
  const files = filesDownloaded(state);
  if (files > 0) parts.push(`${files} ${files === 1 ? 'file' : 'files'} downloaded`);
  if (state.zipDownloads > 0)
    parts.push(state.zipDownloads === 1 ? 'downloaded as a ZIP' : `downloaded as a ZIP ${state.zipDownloads} times`);
  return parts.join(' · ');
}

/** Said in place of a share's code, link and QR once it is over (ended, or removed): they open nothing any more. */
export function shareOverText(state: Pick<FolderState, 'status'>): string {
  return state.status === 'removed'
    ? "Sharecode's operators removed this share: its code, link and QR code no longer open it."
    : 'This share has ended: its code, link and QR code no longer open it.';
}
