import { ApiException } from '../errors/api-exception.js';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { buffer } from 'node:stream/consumers';
import { Clock } from '../common/clock.js';
import type { FolderRef } from '../folders/codes/folder-ref.js';
import { DownloadsService } from '../folders/downloads/downloads.service.js';
import { type CompanionObjects, FolderBytes } from '../folders/folder-bytes.js';
import type { FolderFile } from '../folders/folder-file.entity.js';
import type { Folder } from '../folders/folder.entity.js';
import { FoldersService } from '../folders/folders.service.js';
import { JobPages } from '../jobs/job-pages.js';
import { StorageService, StoredObjectNotFoundError } from '../storage/storage.service.js';
import type { FileThumbnail } from './file-thumbnail.entity.js';
import { noThumbnail, thumbnailPending } from './thumbnail-answers.js';
import { ThumbnailJobs } from './thumbnail-jobs.js';
import { THUMBNAIL_TYPE } from './thumbnail-maker.js';
import { mayHaveThumbnail } from './thumbnail-sources.js';
import { ThumbnailsRepository } from './thumbnails.repository.js';

const UNKNOWN_SHARE_MESSAGE = 'No share has this id (cleanup may have deleted it).';
const UNKNOWN_FILE_MESSAGE = 'This share has no file with this id.';

/** A file of a share, as far as its thumbnail goes. */
type ThumbnailSource = Pick<FolderFile, 'id' | 'filepath' | 'filesize'>;

/** A thumbnail's bytes, to be sent. */
export interface ThumbnailImage {
  data: Buffer;
  type: string;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Thumbnails of the photos of plain shares (docs/gallery.md): asked for when a file opens, made by ThumbnailJobs,
 * handed out through the share's link (or to operators), removed with the share's bytes. Counting nothing: a
 * thumbnail is neither an open nor a download.
 */
@Injectable()
export class ThumbnailsService implements OnModuleInit, CompanionObjects {
  private readonly logger = new Logger('Thumbnails');

  constructor(
    private readonly repository: ThumbnailsRepository,
    private readonly jobs: ThumbnailJobs,
    private readonly folders: FoldersService,
    private readonly downloads: DownloadsService,
    private readonly bytes: FolderBytes,
    private readonly storage: StorageService,
    private readonly clock: Clock,
    private readonly pages: JobPages,
  ) {}

  /** Thumbnails go with the share's own bytes, whichever way it ends. */
  onModuleInit(): void {
    this.bytes.addCompanions(this);
  }

  /**
   * Asks for the thumbnails of files of `share` that have just opened (are `ready`): those of photos of a plain
   * share are made by a job soon after. Never rejects: a thumbnail that could not be asked for is asked for when
   * someone first wants it.
   */
  async request(
    share: Pick<Folder, 'id' | 'encrypted' | 'directOnly'>,
    files: readonly ThumbnailSource[],
  ): Promise<void> {
    const fileIds = files.filter((file) => mayHaveThumbnail(file, share)).map((file) => file.id);
    if (fileIds.length === 0) return;
    try {
      await this.repository.request(share.id, fileIds, this.clock.now());
    } catch (error) {
      this.logger.warn(`Thumbnails of share #${share.id} could not be asked for (${reasonOf(error)})`);
      return;
    }
    await this.jobs.enqueue(share.id, fileIds);
  }

  /** Asks for the thumbnails of a share all of whose files opened at once (a multipart upload). Never rejects. */
  async requestAll(share: Pick<Folder, 'id' | 'encrypted'>): Promise<void> {
    if (share.encrypted) return;
    let folder: Folder | null;
    try {
      folder = await this.folders.findById(share.id);
    } catch (error) {
      this.logger.warn(`Thumbnails of share #${share.id} could not be asked for (${reasonOf(error)})`);
      return;
    }
    if (folder) await this.request(folder, folder.files);
  }

  /** A file's thumbnail through its share's link: 404 (none will be), 409 (not made yet), or its bytes. */
  async ofSharedFile(ref: FolderRef, fileId: number, grant: string | undefined): Promise<ThumbnailImage> {
    const { folder, file } = await this.downloads.grantedFile(ref, fileId, grant);
    return this.imageOf(folder, file, true);
  }

  /** A file's thumbnail for the operator console, whatever the share's state; none is made of an ended share. */
  async forOperator(folderId: number, fileId: number): Promise<ThumbnailImage> {
    const folder = await this.folders.findById(folderId);
    if (!folder) throw new ApiException('unknown_share_id', UNKNOWN_SHARE_MESSAGE);
    const file = folder.files.find((candidate) => candidate.id === fileId);
    if (!file) throw new ApiException('unknown_file_id', UNKNOWN_FILE_MESSAGE);
    return this.imageOf(folder, file, !this.folders.hasEnded(folder));
  }

  /**
   * The console's thumbnail address of each file of a share that has or will have one (others: absent): made, or
   * still to be made while the share is open.
   */
  async operatorUrlsOf(folder: Folder): Promise<Map<number, string>> {
    const open = !this.folders.hasEnded(folder);
    const thumbnails = new Map((await this.repository.findByFolder(folder.id)).map((row) => [row.fileId, row]));
    const urls = new Map<number, string>();
    for (const file of folder.files) {
      const state = thumbnails.get(file.id)?.state;
      if (!mayHaveThumbnail(file, folder) || state === 'none' || (!open && state !== 'ready')) continue;
      urls.set(file.id, `/api/operator/folders/${folder.id}/files/${file.id}/thumbnail`);
    }
    return urls;
  }

  async keysOf(folderId: number): Promise<string[]> {
    const keys: string[] = [];
    await this.eachKeyPage(folderId, (page) => keys.push(...page));
    return keys;
  }

  async allKeys(): Promise<Set<string>> {
    const keys = new Set<string>();
    await this.eachKeyPage(null, (page) => page.forEach((key) => keys.add(key)));
    return keys;
  }

  /**
   * Hands the storage keys of share `folderId`'s thumbnails (of every share's, when null) to `take` a page of rows
   * at a time (JobPages), so that memory holds the keys, never all the rows.
   */
  private async eachKeyPage(folderId: number | null, take: (keys: string[]) => void): Promise<void> {
    const pages = this.pages.pages(
      0,
      (afterFileId, limit) => this.repository.findStorageKeysAfter(folderId, afterFileId, limit),
      (row) => row.fileId,
    );
    for await (const page of pages) take(page.map((row) => row.storageKey));
  }

  /**
   * The made thumbnail's bytes; 404 for a file none will be made of, 409 while it is to be made. A ready photo
   * whose thumbnail was never asked for (shared before thumbnails existed, or its asking failed) is asked for now,
   * while `open`.
   */
  private async imageOf(folder: Folder, file: FolderFile, open: boolean): Promise<ThumbnailImage> {
    if (!mayHaveThumbnail(file, folder)) throw noThumbnail();
    const thumbnail = await this.repository.findByFile(file.id);
    if (thumbnail?.state === 'ready') return this.read(thumbnail);
    if (thumbnail?.state === 'none' || !open) throw noThumbnail();
    if (!thumbnail && file.state === 'ready') await this.request(folder, [file]);
    throw thumbnailPending();
  }

  private async read(thumbnail: FileThumbnail): Promise<ThumbnailImage> {
    try {
      return { data: await buffer(await this.storage.read(thumbnail.storageKey!)), type: THUMBNAIL_TYPE };
    } catch (error) {
      // Removed with the share's bytes a moment ago.
      if (error instanceof StoredObjectNotFoundError) throw noThumbnail();
      throw error;
    }
  }
}
