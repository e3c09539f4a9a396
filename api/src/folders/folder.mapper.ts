import type { FolderDto, FolderFileDto } from './dto/folder.dto.js';
import type { SharedFileDto } from './dto/shared-file.dto.js';
import type { UploadResponseDto } from './dto/upload-response.dto.js';
import type { FolderFile } from './folder-file.entity.js';
import type { Folder } from './folder.entity.js';
import type { ShareLinks } from './share-links.js';

function toSharedFileDto(file: Pick<FolderFile, 'filename' | 'filepath' | 'filesize'>): SharedFileDto {
  return { filename: file.filename, filepath: file.filepath, filesize: file.filesize };
}

function toFolderFileDto(code: string, file: FolderFile, links: ShareLinks): FolderFileDto {
  return {
    id: file.id,
    ...toSharedFileDto(file),
    path: file.filepath,
    url: links.fileUrl(code, file.id),
    mimetype: file.mimetype,
  };
}

export async function toUploadResponseDto(
  folder: Folder,
  files: ReadonlyArray<Pick<FolderFile, 'filename' | 'filepath' | 'filesize'>>,
  links: ShareLinks,
): Promise<UploadResponseDto> {
  return {
    folderCode: folder.code,
    folderUrl: links.folderUrl(folder.code),
    qrCode: await links.qrCode(folder.code),
    expiresAt: folder.expiresAt.toISOString(),
    retention: folder.retention,
    files: files.map(toSharedFileDto),
  };
}

export function toFolderDto(folder: Folder, links: ShareLinks): FolderDto {
  return {
    folderCode: folder.code,
    folderUrl: links.folderUrl(folder.code),
    qrCode: links.qrImageUrl(folder.code),
    expiresAt: folder.expiresAt.toISOString(),
    retention: folder.retention,
    files: folder.files.map((file) => toFolderFileDto(folder.code, file, links)),
  };
}
