import { tokenHash } from '../../common/random-token.js';
import type { Folder } from '../folder.entity.js';
import { isArriving } from '../arrival.js';
import type { EndedFolder } from './ended-folder.entity.js';
import { ENDED_FOLDER_KEPT_MS, type RecordedEndReason } from './ending.js';

export type NewEndedFolder = Omit<EndedFolder, 'id'>;

/** How a share's row is being deleted, as far as its tombstone is concerned. */
export interface Deletion {
  /** Why it ended when its row records no reason (the sender deleting it outright); else it expired. */
  reason?: RecordedEndReason;
  /** The account is being deleted: its tombstones keep nothing that leads back to it. */
  forgetSender?: boolean;
}

/** SHA-256 of a link key: what a tombstone keeps of a share's link. */
export function linkKeyHash(linkKey: string): string {
  return tokenHash(linkKey);
}

/**
 * The tombstone of a share whose row is deleted at `now`; null for a row without a link key (the schema allows
 * one, see the share-link-keys migration, though the application never writes it): no link names that share.
 */
export function tombstoneOf(
  folder: Folder,
  now: Date,
  { reason, forgetSender = false }: Deletion = {},
): NewEndedFolder | null {
  if (!(folder.linkKey as string | null)) return null;
  const endedAt = folder.removedAt ?? new Date(Math.min(folder.expiresAt.getTime(), now.getTime()));
  return {
    linkKeyHash: linkKeyHash(folder.linkKey),
    code: folder.code,
    // A share deleted while still arriving was abandoned by its sender: it never expired.
    reason: folder.endedReason ?? reason ?? (isArriving(folder) ? 'stopped' : 'expired'),
    category: folder.removalCategory,
    reasons: folder.removalReasons,
    endedAt,
    keepUntil: new Date(now.getTime() + ENDED_FOLDER_KEPT_MS),
    manageKeyHash: forgetSender ? null : folder.manageKeyHash,
    ownerId: forgetSender ? null : folder.ownerId,
    retention: folder.retention,
    createdAt: folder.createdAt,
    arrivedAt: folder.arrivedAt,
    totalBytes: folder.totalBytes,
    receivedBytes: folder.receivedBytes,
    opens: folder.opens,
    lastOpenedAt: folder.lastOpenedAt,
    zipDownloads: folder.zipDownloads,
    passwordProtected: folder.passwordHash !== null,
    directOnly: folder.directOnly,
  };
}
