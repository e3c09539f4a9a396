import { ApiException } from '../../errors/api-exception.js';
import { HttpException, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppConfig } from '../../config/app-config.js';
import type { ArrivingFile } from '../../folders/arrivals.repository.js';
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
import { JobPages } from '../../jobs/job-pages.js';
import { ScanningService } from '../../scanning/scanning.service.js';
import { StorageService } from '../../storage/storage.service.js';
import { fileNameOf } from '../../common/relative-path.js';
import { mimeTypeFor } from '../upload-form.js';
import { NO_FREE_CODE_MESSAGE } from '../uploads.service.js';
import { ArrivalChecks } from './arrival-checks.js';
import type { ArrivalRecorder } from './chunk-arrivals.js';
import type { PlannedResumableFile } from './resumable-upload-plan.js';
import type { ResumableUpload } from './resumable-upload.entity.js';
import { type PlacedUploadFile, ResumableUploadsRepository } from './resumable-uploads.repository.js';
import type { ArrivedFile, UploadFile } from './upload-file.js';

const SHARE_DELETED_MESSAGE = "This upload's share has ended and was deleted; it takes no more bytes.";

/** An announced file, with the partial object its bytes will fill. */
export type AnnouncedFile = PlannedResumableFile & { storageKey: string };

/** Who a new share belongs to and how it is kept: all a share's settings but its scan, which follows from them. */
export type AnnouncedShare = Omit<ShareSettings, 'scanState' | 'arrivingUntil' | 'directOnly'> & {
  retention: Retention;
};

/**
 * The share a resumable upload fills, from the moment the upload is announced: made at once (code, link,
 * management key, QR) with every file still to arrive, then told of the upload's progress, of each file that
 * arrived whole (checked by ArrivalChecks), and of the last one, which starts its retention. A share nothing
 * arrives for during UPLOAD_ABANDONED_AFTER_MINUTES ends as `stopped` (its expiry moves with each progress).
 */
@Injectable()
export class ResumableShares {
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
    private readonly storage: StorageService,
    private readonly pages: JobPages,
  ) {}

  /** Opens the share of announced files, every one still to arrive; resolves it with the sender's answer. */
  async open(
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
  async openShareOf(upload: ResumableUpload): Promise<Folder> {
    if (upload.folderId === null) return this.attach(upload);
    const folder = await this.arrivals.findById(upload.folderId);
    if (!folder) throw new ApiException('upload_share_deleted', SHARE_DELETED_MESSAGE);
    return this.endings.assertOpen(folder);
  }

  /**
   * The upload's files from the one byte `offset` falls in to the last, each with the share's file it fills and
   * where that stands: read a page at a time (JobPages) as the caller goes on, never the whole upload at once.
   */
  async *filesFrom(upload: ResumableUpload, folder: Folder, offset: number): AsyncGenerator<UploadFile> {
    for await (const page of this.placedFrom(upload, offset)) {
      const shared = await this.arrivals.filesAt(
        folder.id,
        page.map((file) => file.filepath),
      );
      yield* this.matched(upload, page, shared);
    }
  }

  /** The pages of the upload's files that end after byte `offset`, in byte-sequence order. */
  private placedFrom(upload: ResumableUpload, offset: number): AsyncGenerator<PlacedUploadFile[]> {
    return this.pages.pages(
      -1,
      (afterPosition, limit) => this.repository.findPlacedEndingAfter(upload.id, offset, afterPosition, limit),
      (file) => file.position,
    );
  }

  /**
   * Checks what has arrived and is not checked yet: empty files (when the upload is announced), and what an
   * earlier request for the upload left undone when it stopped (a crash, an outage): files below the upload's
   * recorded offset, and a share all of whose bytes are here but not recorded complete. Reads the share's files
   * still arriving a page at a time, in upload order, and stops at the first one the offset has not reached.
   */
  async settle(upload: ResumableUpload, folder: Folder): Promise<void> {
    // An empty file has all of its (no) bytes from the start, wherever it falls in the sequence.
    await this.settleArriving(upload, folder, true);
    if (await this.firstArrivingReached(upload, folder)) await this.settleArriving(upload, folder, false);
    if (upload.receivedBytes === upload.totalBytes && isArriving(folder)) await this.complete(folder);
  }

  /**
   * Whether the offset has reached the first file with bytes still arriving. Files left unchecked below the offset
   * come first in upload order, so when it has not (every chunk but the one after a crash), nothing waits, and one
   * row was read rather than a page.
   */
  private async firstArrivingReached(upload: ResumableUpload, folder: Folder): Promise<boolean> {
    const [first] = await this.arrivals.arrivingFiles(folder.id, { afterId: 0, limit: 1, empty: false });
    if (!first) return false;
    const [placed] = await this.repository.findPlacedAt(upload.id, [first.filepath]);
    return placed !== undefined && placed.start + placed.filesize <= upload.receivedBytes;
  }

  private async settleArriving(upload: ResumableUpload, folder: Folder, empty: boolean): Promise<void> {
    const pages = this.pages.pages(
      0,
      (afterId, limit) => this.arrivals.arrivingFiles(folder.id, { afterId, limit, empty }),
      (file) => file.id,
    );
    for await (const page of pages) {
      const placed = await this.repository.findPlacedAt(
        upload.id,
        page.map((file) => file.filepath),
      );
      const files = this.matched(upload, placed, page);
      const arrived = empty ? files : files.filter((file) => file.end <= upload.receivedBytes);
      await this.checks.check(folder, arrived, true);
      if (arrived.length < files.length) return;
    }
  }

  /**
   * The upload's placed files, each with the share's file at its path: the same partial object, or the share was
   * not made for this upload (500, never bytes written into another share's files).
   */
  private matched(
    upload: ResumableUpload,
    placed: readonly PlacedUploadFile[],
    shared: readonly ArrivingFile[],
  ): UploadFile[] {
    const byPath = new Map(shared.map((file) => [file.filepath, file]));
    return placed.map(({ storageKey, filesize, filepath, start }) => {
      const file = byPath.get(filepath);
      if (!file || file.storageKey !== storageKey)
        throw new ApiException('internal_error', `The share of upload ${upload.id} lacks ${filepath}.`);
      return { storageKey, filesize, filepath, fileId: file.id, start, end: start + filesize, state: file.state };
    });
  }

  /** Every byte has arrived: the share's retention starts, and its scan may be over already. */
  async complete(folder: Folder): Promise<void> {
    if (await this.arrivals.complete(folder)) await this.scanning.settle(folder.id);
  }

  /** Where one chunk request records the share's progress and has its files checked. */
  recorder(upload: ResumableUpload, folder: Folder): ArrivalRecorder {
    return {
      recordOffset: (offset) => this.repository.recordReceived(upload.id, offset, this.clock.now()),
      recordProgress: (snapshot) =>
        this.arrivals.recordProgress(folder, { ...snapshot, arrivingUntil: this.deadline(), now: this.clock.now() }),
      check: (files) => this.check(folder, files),
      gone: () => this.whyGone(folder),
    };
  }

  /** The sender's answer again (finishing): the share as created, as it stands now. */
  async answer(upload: ResumableUpload): Promise<UploadResponseDto> {
    const created = JSON.parse(upload.share!) as UploadResponseDto;
    const folder = upload.folderId === null ? null : await this.arrivals.findById(upload.folderId);
    if (!folder) return created;
    return { ...created, expiresAt: folder.expiresAt.toISOString(), status: uploadStatusOf(folder) };
  }

  /** The sender cancelled the upload before every file arrived: the share ends (`stopped`) with its bytes. */
  async stop(folder: Folder): Promise<void> {
    await this.folders.end(folder, 'stopped');
  }

  /**
   * Deletes the partial objects of the upload's files once the share ended under a chunk: bytes it wrote after the
   * share's own removal deleted them would otherwise stay until the upload is forgotten. The files the upload's
   * bytes reached from its recorded offset (files before it are stored objects) to `reached`, where the chunk
   * stopped (a file has a partial object only once bytes reached it), a page at a time.
   */
  async discardPartials(upload: ResumableUpload, reached: number): Promise<void> {
    for await (const page of this.placedFrom(upload, upload.receivedBytes)) {
      const written = page.filter((file) => file.start < reached);
      await Promise.allSettled(written.map((file) => this.storage.deletePartial(file.storageKey)));
      if (written.length < page.length) return;
    }
  }

  /** When a share still arriving ends should nothing more arrive from now on. */
  private deadline(): Date {
    return new Date(this.clock.now().getTime() + this.config.uploadAbandonedAfterMs);
  }

  /**
   * Checks arrived files; a check that fails because the share ended meanwhile (its bytes deleted under it) says
   * so, rather than how the storage failed. A refusal of the checks' own (a blocked file) stands.
   */
  private async check(folder: Folder, files: ArrivedFile[]): Promise<void> {
    try {
      await this.checks.check(folder, files);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw (await this.endingOf(folder)) ?? error;
    }
  }

  /** Why a share stopped taking bytes: its 410. */
  private async whyGone(folder: Folder): Promise<Error> {
    return (await this.endingOf(folder)) ?? new ApiException('upload_share_deleted', SHARE_DELETED_MESSAGE);
  }

  /** The 410 of a share that no longer opens (or was deleted); undefined while it does. */
  private async endingOf(folder: Folder): Promise<Error | undefined> {
    const current = await this.arrivals.findById(folder.id);
    if (!current) return new ApiException('upload_share_deleted', SHARE_DELETED_MESSAGE);
    try {
      this.endings.assertOpen(current);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error : undefined;
    }
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
