import type { Folder } from '../folders/folder.entity.js';
import type { FolderLinks } from '../folders/folder-links.js';
import type { MyShareDto, RemovedShareDto } from './dto/my-share.dto.js';
import type { EndedFolder } from '../folders/endings/ended-folder.entity.js';
import { endedFolderState } from '../folders/endings/folder-status.js';
import type { FileSample } from '../folders/owned-folders.repository.js';

const NO_FILES: FileSample = { paths: [], total: 0 };

export function toMyShareDto(
  folder: Folder,
  files: FileSample | undefined,
  matches: FileSample | undefined,
  links: FolderLinks,
  state: Pick<MyShareDto, 'status' | 'removal' | 'scan'>,
): MyShareDto {
  const sample = files ?? NO_FILES;
  return {
    ...state,
    code: folder.code,
    folderUrl: links.folderUrl(folder),
    createdAt: folder.createdAt.toISOString(),
    expiresAt: folder.expiresAt.toISOString(),
    retention: folder.retention,
    fileCount: sample.total,
    encrypted: folder.encrypted,
    totalBytes: folder.totalBytes,
    firstFiles: sample.paths,
    ...(matches === undefined ? {} : { matchingFiles: matches.paths }),
  };
}

/** A removed share whose row cleanup has not deleted yet. */
export function toRemovedFolderDto(
  folder: Folder,
  state: Pick<RemovedShareDto, 'status' | 'removal'>,
): RemovedShareDto {
  return {
    ...state,
    code: folder.code,
    createdAt: folder.createdAt.toISOString(),
    endedAt: (folder.removedAt ?? folder.expiresAt).toISOString(),
    retention: folder.retention,
  };
}

/** A removed share, from its tombstone. */
export function toRemovedShareDto(ended: EndedFolder): RemovedShareDto {
  const { status, removal, retention } = endedFolderState(ended);
  return {
    code: ended.code,
    createdAt: ended.createdAt.toISOString(),
    endedAt: ended.endedAt.toISOString(),
    retention,
    status,
    removal,
  };
}
