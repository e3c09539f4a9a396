import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Clock } from '../common/clock.js';
import type { FolderFile } from '../folders/folder-file.entity.js';
import type { Folder } from '../folders/folder.entity.js';
import { FoldersService } from '../folders/folders.service.js';
import { THUMBNAILS_QUEUE } from '../jobs/job-definition.js';
import { Jobs } from '../jobs/jobs.js';
import { StorageService, StoredObjectNotFoundError } from '../storage/storage.service.js';
import { NoThumbnailError, ThumbnailMaker } from './thumbnail-maker.js';
import { mayHaveThumbnail } from './thumbnail-sources.js';
import { ThumbnailsRepository } from './thumbnails.repository.js';

const MAKE_THUMBNAILS_JOB = 'make-thumbnails';
const THUMBNAIL_SWEEP_JOB = 'thumbnail-sweep';
/**
 * Files one job makes thumbnails of: a share of a thousand photos becomes jobs that spread over the workers,
 * without an enqueue per file.
 */
const FILES_PER_JOB = 16;
/** How often thumbnails asked for and not made are queued again (a queue lost with its process, say). */
const SWEEP_EVERY_MS = 60_000;
/** A thumbnail asked for this recently is left to the job queued with it. */
const SWEEP_GRACE_MS = 60_000;
/** Thumbnails one sweep queues at most; the next sweep takes the rest. */
const SWEEP_BATCH = 1000;

interface MakeThumbnailsData {
  folderId: number;
  fileIds: number[];
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Thumbnails are made by jobs (on a worker with REDIS_URL, in this process without), in batches of the files of a
 * share that opened together: each file's bytes read from storage, its thumbnail made (ThumbnailMaker) and stored
 * under a key of its own, then recorded. A job may run twice, even on two workers at once: a file whose thumbnail
 * is no longer pending is left alone, and of two thumbnails made at once the one recorded second is deleted.
 */
@Injectable()
export class ThumbnailJobs implements OnModuleInit {
  private readonly logger = new Logger('Thumbnails');

  constructor(
    private readonly jobs: Jobs,
    private readonly repository: ThumbnailsRepository,
    private readonly folders: FoldersService,
    private readonly storage: StorageService,
    private readonly maker: ThumbnailMaker,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.define<MakeThumbnailsData>({
      name: MAKE_THUMBNAILS_JOB,
      queue: THUMBNAILS_QUEUE,
      run: ({ folderId, fileIds }) => this.make(folderId, fileIds),
    });
    this.jobs.define({
      name: THUMBNAIL_SWEEP_JOB,
      queue: THUMBNAILS_QUEUE,
      every: SWEEP_EVERY_MS,
      atStartUp: true,
      run: () => this.sweep(),
    });
  }

  /** Queues the making of these files' thumbnails. A failure is logged, not thrown: the next sweep queues them. */
  async enqueue(folderId: number, fileIds: readonly number[]): Promise<void> {
    for (let start = 0; start < fileIds.length; start += FILES_PER_JOB) {
      const batch = fileIds.slice(start, start + FILES_PER_JOB);
      try {
        await this.jobs.enqueue<MakeThumbnailsData>(
          MAKE_THUMBNAILS_JOB,
          { folderId, fileIds: batch },
          { deduplicationId: `thumbnails:${folderId}:${batch[0]}` },
        );
      } catch (error) {
        this.logger.warn(
          `Thumbnails of share #${folderId} could not be queued (${reasonOf(error)}); the next sweep queues them`,
        );
        return;
      }
    }
  }

  /** Queues again the thumbnails asked for a while ago and still not made; resolves how many shares. */
  async sweep(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - SWEEP_GRACE_MS);
    const byFolder = new Map<number, number[]>();
    for (const { fileId, folderId } of await this.repository.findPending(before, SWEEP_BATCH)) {
      byFolder.set(folderId, [...(byFolder.get(folderId) ?? []), fileId]);
    }
    for (const [folderId, fileIds] of byFolder) await this.enqueue(folderId, fileIds);
    return byFolder.size;
  }

  /**
   * Makes the pending thumbnails of these files of share `folderId`; resolves how many were made. A share that
   * ended has its pending thumbnails forgotten: should it open again (a quarantine released), they are asked for
   * again when someone wants them.
   */
  async make(folderId: number, fileIds: readonly number[]): Promise<number> {
    const [folder] = await this.folders.findWithoutFiles([folderId]);
    if (!folder) return 0;
    if (this.folders.hasEnded(folder)) {
      await this.repository.forgetPending(fileIds);
      return 0;
    }
    let made = 0;
    for (const file of await this.folders.findFiles(folderId, fileIds)) {
      // Thumbnails are asked of ready files only; a file not ready yet is asked of again once it is.
      if (file.state !== 'ready') continue;
      if ((await this.repository.findByFile(file.id))?.state !== 'pending') continue;
      if (await this.makeOne(folder, file)) made++;
    }
    return made;
  }

  /** Makes, stores and records one file's thumbnail; resolves whether it was recorded. */
  private async makeOne(folder: Folder, file: FolderFile): Promise<boolean> {
    if (!mayHaveThumbnail(file, folder)) {
      await this.repository.recordNone(file.id, 'unreadable', this.clock.now());
      return false;
    }
    let source: Buffer;
    try {
      source = await buffer(await this.storage.read(file.storageKey));
    } catch (error) {
      if (!(error instanceof StoredObjectNotFoundError)) throw error;
      // The share's bytes went meanwhile (it ended): nothing to make it of.
      await this.repository.forgetPending([file.id]);
      return false;
    }
    let thumbnail;
    try {
      thumbnail = await this.maker.make(source, file.filepath);
    } catch (error) {
      if (!(error instanceof NoThumbnailError)) throw error;
      this.logger.debug(`No thumbnail of file #${file.id} of share ${folder.code}: ${error.message}`);
      await this.repository.recordNone(file.id, error.reason, this.clock.now());
      return false;
    }
    const stored = await this.storage.write(Readable.from([thumbnail.data]));
    const { width, height } = thumbnail;
    const recorded = await this.repository.recordMade(
      file.id,
      { storageKey: stored.key, width, height, size: stored.size },
      this.clock.now(),
    );
    // Another run recorded one first, or the file went (its row with it): this one is nobody's.
    if (!recorded) await this.storage.delete(stored.key);
    return recorded;
  }
}
