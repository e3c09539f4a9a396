import type { FolderDto, FolderFileDto } from './dto/folder.dto.js';
import type { UploadedFileDto } from './dto/uploaded-file.dto.js';
import type { UploadResponseDto, UploadStatus } from './dto/upload-response.dto.js';
import type { FolderFile } from './folder-file.entity.js';
import type { Folder } from './folder.entity.js';
import type { FolderLinks } from './folder-links.js';
import { fileArrivalStatus, folderArrivalStatus, isArriving } from './arrival.js';

function toUploadedFileDto(file: Pick<FolderFile, 'filename' | 'filepath' | 'filesize'>): UploadedFileDto {
  return { filename: file.filename, filepath: file.filepath, filesize: file.filesize };
}

function toFolderFileDto(folder: Folder, file: FolderFile, links: FolderLinks): FolderFileDto {
  return {
    id: file.id,
    ...toUploadedFileDto(file),
    path: file.filepath,
    url: links.fileUrl(folder, file.id),
    mimetype: file.mimetype,
    status: fileArrivalStatus(file),
    receivedBytes: file.receivedBytes,
    sha256: file.state === 'ready' ? file.sha256 : null,
    thumbnailUrl: links.thumbnailUrl(folder, file),
  };
}

/** What an upload's answer says of its share: still arriving, some files being scanned, or open in full. */
export function uploadStatusOf(folder: Folder): UploadStatus {
  if (isArriving(folder)) return 'arriving';
  return folder.scanState === 'checking' ? 'checking' : 'live';
}

export async function toUploadResponseDto(
  folder: Folder,
  files: ReadonlyArray<Pick<FolderFile, 'filename' | 'filepath' | 'filesize'>>,
  links: FolderLinks,
  manageKey: string,
): Promise<UploadResponseDto> {
  return {
    folderCode: folder.code,
    folderUrl: links.folderUrl(folder),
    manageKey,
    qrCode: await links.qrCode(folder),
    expiresAt: folder.expiresAt.toISOString(),
    retention: folder.retention,
    status: uploadStatusOf(folder),
    files: files.map(toUploadedFileDto),
    directOnly: folder.directOnly,
  };
}

export function toFolderDto(folder: Folder, links: FolderLinks): FolderDto {
  return {
    folderCode: folder.code,
    folderUrl: links.folderUrl(folder),
    qrCode: links.qrImageUrl(folder),
    zipUrl: links.zipUrl(folder),
    expiresAt: folder.expiresAt.toISOString(),
    retention: folder.retention,
    status: folderArrivalStatus(folder, folder.files),
    receivedBytes: folder.receivedBytes,
    totalBytes: folder.totalBytes,
    progressUrl: links.progressUrl(folder),
    encrypted: folder.encrypted,
    directOnly: folder.directOnly,
    // A direct-only share's is asked of the relay for every lookup (FolderLookupsService).
    senderPresent: null,
    files: folder.files.map((file) => toFolderFileDto(folder, file, links)),
  };
}

/** The answer's addresses with a protected share's grant added (the link itself stays as it is). */
export function withGrant(folder: FolderDto, grant: string): FolderDto {
  const granted = (url: string) => `${url}${url.includes('?') ? '&' : '?'}grant=${encodeURIComponent(grant)}`;
  return {
    ...folder,
    qrCode: granted(folder.qrCode),
    zipUrl: granted(folder.zipUrl),
    progressUrl: granted(folder.progressUrl),
    files: folder.files.map((file) => ({
      ...file,
      url: granted(file.url),
      thumbnailUrl: file.thumbnailUrl === null ? null : granted(file.thumbnailUrl),
    })),
  };
}
