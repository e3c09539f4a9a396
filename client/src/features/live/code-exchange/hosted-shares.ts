import { keyOfFragment, fragmentOf } from '../../../lib/sharing/share-key-link';
import type { RecentShare } from '../../../lib/platform/app-database';
import type { HostedShare } from './sender-host';

/**
 * The shares this device answers code exchanges for: its recent end-to-end encrypted shares that have not
 * expired and whose management key and share key it kept.
 */
export function hostedSharesOf(recent: readonly RecentShare[], now = Date.now()): HostedShare[] {
  const hosted: HostedShare[] = [];
  for (const share of recent) {
    const shareKey = keyOfFragment(fragmentOf(share.folderUrl));
    if (!share.encrypted || !share.manageKey || shareKey === null) continue;
    if (Date.parse(share.expiresAt) <= now) continue;
    hosted.push({ folderCode: share.folderCode, manageKey: share.manageKey, shareKey });
  }
  return hosted;
}

/** Whether two lists name the same shares, so that an unchanged list does not restart the exchanges. */
export function sameHostedShares(a: readonly HostedShare[], b: readonly HostedShare[]): boolean {
  return a.length === b.length && a.every((share, index) => share.folderCode === b[index].folderCode);
}
