import type { Folder } from '../shares/folder.entity.js';
import type { ShareLinks } from '../shares/share-links.js';
import type { MyShareDto } from './dto/my-share.dto.js';
import type { FileSample } from '../shares/owned-shares.repository.js';

const NO_FILES: FileSample = { paths: [], total: 0 };

export function toMyShareDto(
  folder: Folder,
  files: FileSample | undefined,
  matches: FileSample | undefined,
  links: ShareLinks,
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
