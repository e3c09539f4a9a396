import { keyOfFragment, fragmentOf } from '../../../lib/sharing/share-key-link';
import type { RecentShare } from '../../../lib/platform/app-database';
import type { LiveRoad } from '../../../lib/api/live';
import type { ServedObject } from '../direct/file-server';

/**
 * A share this page hosts, on one road or both: the code exchange (an end-to-end encrypted share whose management
 * key and share key this device kept) and direct transfer (a share whose files this page holds).
 */
export interface HostedShare {
  folderCode: string;
  manageKey?: string;
  /** The share key as its link's fragment spells it: the page can answer the code exchange. */
  shareKey?: string;
  /** The objects this page holds: it can send them directly. */
  objects?: () => Promise<readonly ServedObject[]>;
  /** Sent directly only: this page is its one road, and closing the page ends it. */
  directOnly?: boolean;
}

/** Where this page's files come from: features/send's servableObjectsOf, or a spec's own. */
export type HeldObjects = (uploadId: string) => Promise<readonly ServedObject[]> | undefined;

/** This device's recent shares that have not expired, each with what this page can host it for. */
export function hostedSharesOf(recent: readonly RecentShare[], held: HeldObjects, now = Date.now()): HostedShare[] {
  const hosted: HostedShare[] = [];
  for (const share of recent) {
    if (Date.parse(share.expiresAt) <= now) continue;
    const key = share.encrypted && share.manageKey ? keyOfFragment(fragmentOf(share.folderUrl)) : null;
    const objects = held(share.id);
    if (key === null && !objects) continue;
    hosted.push({
      folderCode: share.folderCode,
      manageKey: share.manageKey || undefined,
      ...(key !== null && { shareKey: key }),
      ...(objects && { objects: () => objects, directOnly: share.directOnly }),
    });
  }
  return hosted;
}

/** The roads `share` can be hosted on, given what this page may answer for now. */
export function roadsOf(share: HostedShare, { exchange, direct }: { exchange: boolean; direct: boolean }): LiveRoad[] {
  const roads: LiveRoad[] = [];
  if (exchange && share.shareKey !== undefined && share.manageKey) roads.push('code-exchange');
  if (direct && share.objects) roads.push('direct');
  return roads;
}

/** Whether two lists host the same shares the same ways, so that an unchanged list does not restart the poll. */
export function sameHostedShares(a: readonly HostedShare[], b: readonly HostedShare[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (share, index) =>
        share.folderCode === b[index].folderCode &&
        (share.shareKey === undefined) === (b[index].shareKey === undefined) &&
        (share.objects === undefined) === (b[index].objects === undefined),
    )
  );
}
