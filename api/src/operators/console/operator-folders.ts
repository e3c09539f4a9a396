import { ApiException } from '../../errors/api-exception.js';
import { Injectable } from '@nestjs/common';
import { BlockedFilesService } from '../../blocked-files/blocked-files.service.js';
import type { Delivery } from '../../folders/downloads/delivery.js';
import { DownloadsService } from '../../folders/downloads/downloads.service.js';
import { removalOf } from '../../folders/endings/folder-status.js';
import { FolderLinks } from '../../folders/folder-links.js';
import type { Folder } from '../../folders/folder.entity.js';
import { FoldersRepository } from '../../folders/folders.repository.js';
import { FoldersService } from '../../folders/folders.service.js';
import { parseShareTarget } from '../../reports/share-target.js';
import { scanSummaryOf } from '../../folders/scan/scan-summary.js';
import { ThumbnailsService } from '../../thumbnails/thumbnails.service.js';
import type { OperatorFolderSummaryDto } from '../dto/folder-summary.dto.js';
import type { OperatorFolderDto } from '../dto/operator-folder.dto.js';
import { OperatorFolderViews } from './operator-folder-views.js';
import { OperatorReports } from './operator-reports.js';

const UNKNOWN_FOLDER_MESSAGE = 'No share has this id (cleanup may have deleted it).';
const UNKNOWN_FILE_MESSAGE = 'This share has no file with this id.';
const SEARCH_MESSAGE = 'Search by a 4-digit code, a share link or address, or a SHA-256 (64 hexadecimal digits).';
const SHA256 = /^[0-9a-f]{64}$/i;

/** The range a preview asks for, off its request headers. */
export interface PreviewRange {
  range?: string;
  ifRange?: string;
}

/** Shares as operators see them: one in full, previews of its files, and search. */
@Injectable()
export class OperatorFolders {
  constructor(
    private readonly repository: FoldersRepository,
    private readonly folders: FoldersService,
    private readonly downloads: DownloadsService,
    private readonly links: FolderLinks,
    private readonly views: OperatorFolderViews,
    private readonly reports: OperatorReports,
    private readonly blockList: BlockedFilesService,
    private readonly thumbnails: ThumbnailsService,
  ) {}

  async view(folderId: number): Promise<OperatorFolderDto> {
    const folder = await this.find(folderId);
    const summary = this.views.summary(folder);
    const blocked = await this.blockList.blockedAmong(
      folder.files.flatMap((file) => (file.sha256 === null ? [] : [file.sha256])),
    );
    const thumbnailUrls = await this.thumbnails.operatorUrlsOf(folder);
    return {
      id: folder.id,
      code: folder.code,
      url: summary.status === 'removed' ? null : this.links.folderUrl(folder),
      createdAt: summary.createdAt,
      expiresAt: folder.expiresAt.toISOString(),
      retention: folder.retention,
      totalBytes: folder.totalBytes,
      status: summary.status,
      passwordProtected: folder.passwordHash !== null,
      encrypted: folder.encrypted,
      removal: removalOf({
        removedAt: folder.removedAt,
        category: folder.removalCategory,
        reasons: folder.removalReasons,
      }),
      scan: scanSummaryOf(folder),
      files: folder.files.map((file) => ({
        id: file.id,
        filepath: file.filepath,
        filename: file.filename,
        filesize: file.filesize,
        mimetype: file.mimetype,
        sha256: file.sha256,
        blocked: file.sha256 !== null && blocked.has(file.sha256),
        previewUrl: `/api/operator/folders/${folder.id}/files/${file.id}`,
        thumbnailUrl: thumbnailUrls.get(file.id) ?? null,
      })),
      reports: await this.reports.ofFolder(folder.id, summary),
    };
  }

  /** One file's bytes for the console's preview, whatever the share's state; counts nothing. */
  async preview(folderId: number, fileId: number, range: PreviewRange): Promise<Delivery> {
    const folder = await this.find(folderId);
    const file = folder.files.find((candidate) => candidate.id === fileId);
    if (!file) throw new ApiException('unknown_file_id', UNKNOWN_FILE_MESSAGE);
    return this.downloads.operatorPreview(folder, file, range);
  }

  /** The shares a code, a link or address, or a file's SHA-256 names; 400 for anything else. */
  async search(query: string): Promise<OperatorFolderSummaryDto[]> {
    const text = query.trim();
    if (SHA256.test(text))
      return [...(await this.views.summaries(await this.repository.findIdsHoldingFile(text.toLowerCase()))).values()];
    const ref = parseShareTarget(text);
    if (!ref) throw new ApiException('invalid_search', SEARCH_MESSAGE);
    const id = await this.folders.identify(ref);
    return id === null ? [] : [...(await this.views.summaries([id])).values()];
  }

  private async find(folderId: number): Promise<Folder> {
    const folder = await this.repository.findById(folderId);
    if (!folder) throw new ApiException('unknown_share_id', UNKNOWN_FOLDER_MESSAGE);
    return folder;
  }
}
