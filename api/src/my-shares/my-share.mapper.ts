import type { Folder } from '../folders/folder.entity.js';
import type { FolderLinks } from '../folders/folder-links.js';
import type { MyShareDto } from './dto/my-share.dto.js';
import type { FileSample } from '../folders/owned-folders.repository.js';

const NO_FILES: FileSample = { paths: [], total: 0 };

export function toMyShareDto(
  folder: Folder,
  files: FileSample | undefined,
  matches: FileSample | undefined,
  links: FolderLinks,
): MyShareDto {
  const sample = files ?? NO_FILES;
  return {
    code: folder.code,
    folderUrl: links.folderUrl(folder),
    createdAt: folder.createdAt.toISOString(),
    expiresAt: folder.expiresAt.toISOString(),
    retention: folder.retention,
    fileCount: sample.total,
    totalBytes: folder.totalBytes,
    firstFiles: sample.paths,
    ...(matches === undefined ? {} : { matchingFiles: matches.paths }),
  };
}
