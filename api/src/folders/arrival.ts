import type { FolderFile } from './folder-file.entity.js';
import type { Folder } from './folder.entity.js';

/**
 * Where a file stands, as stored (folder_files.state): `arriving` until its bytes are all stored and hashed and
 * the block list has passed it; then `scanning` while it waits for its malware scan (CLAMAV_HOST, plain files);
 * then `ready`: it can be downloaded. A file is never handed out before it is ready.
 */
export type FileArrivalState = 'arriving' | 'scanning' | 'ready';

/**
 * What recipients are told of a file, or of a whole share: `arriving` (bytes still coming), `checking` (every
 * byte here, being checked: stored and hashed, against the block list, for malware), `ready`.
 */
export const ARRIVAL_STATUSES = ['arriving', 'checking', 'ready'] as const;
export type ArrivalStatus = (typeof ARRIVAL_STATUSES)[number];

type ArrivingFile = Pick<FolderFile, 'state' | 'receivedBytes' | 'filesize'>;

export function fileArrivalStatus(file: ArrivingFile): ArrivalStatus {
  if (file.state === 'ready') return 'ready';
  return file.state === 'arriving' && file.receivedBytes < file.filesize ? 'arriving' : 'checking';
}

/** Whether a share's upload still runs: some of its files have not arrived, and its retention has not started. */
export function isArriving(folder: Pick<Folder, 'arrivedAt'>): boolean {
  return folder.arrivedAt === null;
}

/** A share as a whole: still arriving, or every file here but some being checked, or every file ready. */
export function folderArrivalStatus(folder: Pick<Folder, 'arrivedAt'>, files: readonly ArrivingFile[]): ArrivalStatus {
  if (isArriving(folder)) return 'arriving';
  return files.every((file) => file.state === 'ready') ? 'ready' : 'checking';
}

/**
 * When bytes of a share still arriving last came (or its upload began): every record of progress moves the share's
 * end to `abandonedAfterMs` from then (`UPLOAD_ABANDONED_AFTER_MINUTES`), so its end tells. Null once it arrived.
 */
export function lastReceivedAt(folder: Pick<Folder, 'arrivedAt' | 'expiresAt'>, abandonedAfterMs: number): Date | null {
  return isArriving(folder) ? new Date(folder.expiresAt.getTime() - abandonedAfterMs) : null;
}
