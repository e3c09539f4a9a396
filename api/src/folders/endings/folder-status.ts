import type { FolderStateDto, FolderStatus } from '../dto/folder-state.dto.js';
import type { EndedFolder } from './ended-folder.entity.js';
import type { EndReason, RemovalCategory } from './ending.js';
import type { FolderRemovalDto } from './removal.dto.js';
import type { ScanState } from '../scan/scan-state.js';

/**
 * What the sender is shown of why a share no longer opens (null: it does), or, while it does, of whether its
 * files are still arriving (`arriving`) or some are still being checked for malware (its scan, `scanState`).
 */
export function statusOf(reason: EndReason | null, scanState: ScanState | null = null, arriving = false): FolderStatus {
  switch (reason) {
    case null:
      if (arriving) return 'arriving';
      return scanState === 'checking' ? 'checking' : 'live';
    case 'stopped':
      return 'stopped';
    case 'sender-left':
      return 'sender-left';
    case 'removed':
      return 'removed';
    case 'malware':
      return 'quarantined';
    case 'ended':
    case 'expired':
      return 'ended';
  }
}

interface RecordedRemoval {
  removedAt: Date | null;
  category: RemovalCategory | null;
  reasons: string | null;
}

/** An operator's removal as the sender reads it; null when there was none. */
export function removalOf({ removedAt, category, reasons }: RecordedRemoval): FolderRemovalDto | null {
  if (removedAt === null || category === null) return null;
  return { category, reasons: reasons ?? '', removedAt: removedAt.toISOString() };
}

/**
 * The sender's state of a share cleanup deleted, from its tombstone: its last counters, its ending, no files
 * (their rows went with the share).
 */
export function endedFolderState(ended: EndedFolder): FolderStateDto {
  return {
    folderCode: ended.code,
    status: statusOf(ended.reason),
    removal: removalOf({
      removedAt: ended.reason === 'removed' ? ended.endedAt : null,
      category: ended.category,
      reasons: ended.reasons,
    }),
    opens: ended.opens,
    lastOpenedAt: ended.lastOpenedAt?.toISOString() ?? null,
    zipDownloads: ended.zipDownloads,
    files: [],
    expiresAt: ended.endedAt.toISOString(),
    arrivedAt: ended.arrivedAt?.toISOString() ?? null,
    receivedBytes: ended.receivedBytes,
    totalBytes: ended.totalBytes,
    retention: ended.retention,
    passwordProtected: ended.passwordProtected,
    scan: null,
    directOnly: ended.directOnly,
    senderPresent: ended.directOnly ? false : null,
  };
}
