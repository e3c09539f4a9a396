import { ApiException } from '../../errors/api-exception.js';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppConfig } from '../../config/app-config.js';
import { isArriving } from '../../folders/arrival.js';
import { FolderArrivals } from '../../arrivals/folder-arrivals.js';
import type { UploadResponseDto } from '../../folders/dto/upload-response.dto.js';
import { NO_STORED_OBJECT } from '../../folders/direct-only/direct-only.js';
import { FolderEndings } from '../../folders/endings/folder-endings.js';
import type { Folder } from '../../folders/folder.entity.js';
import { FolderLinks } from '../../folders/folder-links.js';
import { toUploadResponseDto, uploadStatusOf } from '../../folders/folder.mapper.js';
import { FoldersService, type ShareSettings } from '../../folders/folders.service.js';
import type { Retention } from '../../folders/retention.js';
import { ScanningService } from '../../scanning/scanning.service.js';
import { fileNameOf } from '../../common/relative-path.js';
import { mimeTypeFor } from '../upload-form.js';
import { NO_FREE_CODE_MESSAGE } from '../uploads.service.js';
import { ArrivalChecks } from './arrival-checks.js';
import type { ProgressSnapshot } from './chunk-arrivals.js';
import type { PlannedResumableFile } from './resumable-upload-plan.js';
import type { ResumableUpload } from './resumable-upload.entity.js';
import { ResumableUploadsRepository } from './resumable-uploads.repository.js';
import { targetDeleted } from './target-filling.js';
import type { ArrivedFile } from './upload-file.js';
import {
  type AnnouncedFile,
  FOLDER_TARGET_KIND,
  type TargetFile,
  type TargetOpening,
  type UploadTarget,
} from './upload-target.js';

/** Who a new share belongs to and how it is kept: all a share's settings but its scan, which follows from them. */
export type AnnouncedShare = Omit<ShareSettings, 'scanState' | 'arrivingUntil' | 'directOnly'> & {
  retention: Retention;
};

/** What the announcement of a share's upload answers besides the upload's own fields. */
export interface ShareBody {
  share: UploadResponseDto;
}

/**
 * The share a resumable upload fills (its UploadTarget), from the moment the upload is announced: made at once
 * (code, link, management key, QR) with every file still to arrive, then told of the upload's progress, of each
 * file that arrived whole (checked by ArrivalChecks), and of the last one, which starts its retention. A share
 * nothing arrives for during UPLOAD_ABANDONED_AFTER_MINUTES ends as `stopped` (its expiry moves with each
 * progress), by the folders' cleanup: the sweeper has nothing to tell it.
 */
@Injectable()
export class ResumableShares implements UploadTarget<Folder> {
  readonly kind = FOLDER_TARGET_KIND;

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly folders: FoldersService,
    private readonly arrivals: FolderArrivals,
    private readonly endings: FolderEndings,
    private readonly links: FolderLinks,
    private readonly scanning: ScanningService,
    private readonly checks: ArrivalChecks,
    private readonly repository: ResumableUploadsRepository,
  ) {}

  /** A new upload of these files opening a share with these settings, answered with the share. */
  opening(
    files: readonly PlannedResumableFile[],
    settings: AnnouncedShare,
  ): TargetOpening<ShareBody, PlannedResumableFile> {
    return {
      kind: this.kind,
      files,
      open: async (announced) => {
        const { folder, share } = await this.open(announced, settings);
        return { targetId: String(folder.id), kept: JSON.stringify(share), undo: () => this.stopped(folder) };
      },
      body: async (upload) => ({ share: await this.answer(upload) }),
    };
  }

  /** Opens the share of announced files, every one still to arrive; resolves it with the sender's answer. */
  private async open(
    files: readonly AnnouncedFile[],
    settings: AnnouncedShare,
  ): Promise<{ folder: Folder; share: UploadResponseDto }> {
    const created = await this.folders.create(
      files.map((file) => ({ ...file, state: 'arriving', receivedBytes: 0 })),
      { ...settings, scanState: this.scanning.initialState(settings.encrypted), arrivingUntil: this.deadline() },
    );
    if (!created) throw new ApiException('no_free_code', NO_FREE_CODE_MESSAGE);
    return {
      folder: created.folder,
      share: await toUploadResponseDto(created.folder, files, this.links, created.manageKey),
    };
  }

  /**
   * Opens a share sent directly only (folders/direct-only/): nothing of it will be stored, so it is whole from the
   * start (its retention starts now, its files are `ready` and point at no stored object, nothing is scanned), and it
   * lives while its sender's page is seen.
   */
  async openDirectOnly(
    files: readonly PlannedResumableFile[],
    settings: AnnouncedShare,
  ): Promise<{ folder: Folder; share: UploadResponseDto }> {
    const created = await this.folders.create(
      files.map((file) => ({ ...file, storageKey: NO_STORED_OBJECT, state: 'ready', receivedBytes: 0 })),
      { ...settings, scanState: null, directOnly: true },
    );
    if (!created) throw new ApiException('no_free_code', NO_FREE_CODE_MESSAGE);
    return {
      folder: created.folder,
      share: await toUploadResponseDto(created.folder, files, this.links, created.manageKey),
    };
  }

  /**
   * The share an upload fills, as it is now (never from a cache): 410 once it ended (why) or was deleted. An
   * upload announced before shares opened at once gets its share now.
   */
  async current(upload: ResumableUpload): Promise<Folder> {
    if (upload.folderId === null) return this.attach(upload);
    const folder = await this.arrivals.findById(upload.folderId);
    if (!folder) throw targetDeleted();
    return this.endings.assertOpen(folder);
  }

  filesAt(folder: Folder, filepaths: readonly string[]): Promise<TargetFile[]> {
    return this.arrivals.filesAt(folder.id, filepaths);
  }

  arrivingFiles(folder: Folder, page: { afterId: number; limit: number; empty: boolean }): Promise<TargetFile[]> {
    return this.arrivals.arrivingFiles(folder.id, page);
  }

  /** Each progress moves the time the share ends at should nothing more arrive. */
  recordProgress(folder: Folder, snapshot: ProgressSnapshot): Promise<boolean> {
    return this.arrivals.recordProgress(folder, { ...snapshot, arrivingUntil: this.deadline(), now: this.clock.now() });
  }

  arrived(folder: Folder, files: readonly ArrivedFile[], recovering: boolean): Promise<void> {
    return this.checks.check(folder, files, recovering);
  }

  /** Every byte has arrived: the share's retention starts, and its scan may be over already. */
  async complete(folder: Folder): Promise<void> {
    if (isArriving(folder) && (await this.arrivals.complete(folder))) await this.scanning.settle(folder.id);
  }

  /** The 410 of a share that no longer opens (or was deleted); undefined while it does. */
  async gone(folder: Folder): Promise<Error | undefined> {
    const current = await this.arrivals.findById(folder.id);
    if (!current) return targetDeleted();
    try {
      this.endings.assertOpen(current);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error : undefined;
    }
  }

  /** The share is filed under the signed-in account that finishes it, if it has no owner. */
  async finish(folder: Folder, ownerId: number | null): Promise<void> {
    if (ownerId !== null) await this.folders.adopt(folder, ownerId);
  }

  /** The sender's answer again (finishing): the share as created, as it stands now. */
  async answer(upload: ResumableUpload): Promise<UploadResponseDto> {
    const created = JSON.parse(upload.share!) as UploadResponseDto;
    const folder = upload.folderId === null ? null : await this.arrivals.findById(upload.folderId);
    if (!folder) return created;
    return { ...created, expiresAt: folder.expiresAt.toISOString(), status: uploadStatusOf(folder) };
  }

  /** The sender cancelled the upload before every file arrived: the share ends (`stopped`) with its bytes. */
  async stopped(folder: Folder): Promise<void> {
    await this.folders.end(folder, 'stopped');
  }

  /** The folders' cleanup ended the share when nothing arrived by its deadline, or it arrived whole. */
  abandoned(): Promise<void> {
    return Promise.resolve();
  }

  /** When a share still arriving ends should nothing more arrive from now on. */
  private deadline(): Date {
    return new Date(this.clock.now().getTime() + this.config.uploadAbandonedAfterMs);
  }

  /** The share of an upload announced before shares opened at once, made now; its received files get checked. */
  private async attach(upload: ResumableUpload): Promise<Folder> {
    const files = await this.repository.findFiles(upload.id);
    const { folder, share } = await this.open(
      files.map(({ filepath, filesize, storageKey }) => ({
        filepath,
        filesize,
        storageKey,
        filename: fileNameOf(filepath),
        mimetype: mimeTypeFor(fileNameOf(filepath), upload.encrypted),
      })),
      { retention: upload.retention, ownerId: null, passwordHash: upload.passwordHash, encrypted: upload.encrypted },
    );
    await this.repository.attach(upload.id, folder.id, JSON.stringify(share));
    upload.folderId = folder.id;
    upload.share = JSON.stringify(share);
    return folder;
  }
}
