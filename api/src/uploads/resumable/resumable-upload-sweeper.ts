import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppConfig } from '../../config/app-config.js';
import { JobPages } from '../../jobs/job-pages.js';
import { Jobs } from '../../jobs/jobs.js';
import { StorageService } from '../../storage/storage.service.js';
import { ABANDONED_PARTIALS_SWEEP_INTERVAL_MS, STALE_SWEEP_INTERVAL_MS } from './resumable-upload-limits.js';
import { ResumableUploadsRepository } from './resumable-uploads.repository.js';
import { UploadTargets } from './upload-targets.js';
import { type Abortable, UploadWriteLock } from './upload-write-lock.js';

/** The sweep writes no bytes and has no request of its own: a chunk arriving meanwhile waits for it. */
const NO_REQUEST_TO_CUT_OFF: Abortable = { destroy: () => undefined };

export interface SweepReport {
  uploads: number;
  partialObjects: number;
}

/**
 * Removes resumable uploads nothing arrived for in UPLOAD_ABANDONED_AFTER_MINUTES, with their partial objects
 * (job `stale-resumable-uploads`, every few minutes): their shares have ended by then (`stopped`, see cleanup),
 * or arrived whole and no longer need the record; and partial objects no upload points at, left by a crash
 * between removing an upload's record and its bytes (`abandoned-partials`, hourly and when a process
 * starts). Both are safe at any time, beside chunks being written and beside another run of themselves, and read
 * a page of rows at a time (JobPages): an upload of MAX_FILES_PER_SHARE files takes no more memory than a small one.
 */
@Injectable()
export class ResumableUploadSweeper implements OnModuleInit {
  private readonly logger = new Logger(ResumableUploadSweeper.name);

  constructor(
    private readonly config: AppConfig,
    private readonly repository: ResumableUploadsRepository,
    private readonly storage: StorageService,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
    private readonly pages: JobPages,
    private readonly writeLock: UploadWriteLock,
    private readonly targets: UploadTargets,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      name: 'stale-resumable-uploads',
      every: STALE_SWEEP_INTERVAL_MS,
      atStartUp: true,
      run: () => this.removeStale(),
    });
    this.jobs.define({
      name: 'abandoned-partials',
      every: ABANDONED_PARTIALS_SWEEP_INTERVAL_MS,
      atStartUp: true,
      run: () => this.removeAbandonedPartials(),
    });
  }

  /** Goes through the stale uploads a page of ids at a time, removing each whole before reading the next page. */
  async removeStale(): Promise<SweepReport> {
    const before = new Date(this.clock.now().getTime() - this.config.uploadAbandonedAfterMs);
    const report: SweepReport = { uploads: 0, partialObjects: 0 };
    const pages = this.pages.pages(
      '',
      (afterId, limit) => this.repository.findIdsUntouchedSince(before, afterId, limit),
      (id) => id,
    );
    for await (const ids of pages) {
      for (const id of ids) {
        const partialObjects = await this.removeUpload(id, before);
        if (partialObjects === null) continue;
        report.uploads++;
        report.partialObjects += partialObjects;
      }
    }
    if (report.uploads > 0) {
      this.logger.log(
        `Removed ${report.uploads} abandoned resumable upload(s), with ${report.partialObjects} partial file(s)`,
      );
    }
    return report;
  }

  /**
   * Removes one stale upload, its partial objects (a page of its files at a time) before its rows: a start cut off
   * midway finds the rest still listed and goes on. Under the upload's write lock, so no chunk is written meanwhile;
   * one that came since the upload was listed leaves it be. Its target is told first (UploadTarget.abandoned), so one
   * that cannot be told keeps its upload, bytes and all, for the next sweep. Only files its recorded bytes reach can have a partial
   * object (one comes into being with a file's first bytes; one written but not recorded, by a crash between the two,
   * is the abandoned-partials sweep's once the rows are gone), so an upload announced and left costs no call to the
   * store per file. A finished upload has no file rows left (files that arrived whole are stored objects of its
   * share, whose end removes them). Resolves how many partial objects were deleted, or null when the upload was left.
   */
  private removeUpload(id: string, before: Date): Promise<number | null> {
    return this.writeLock.run(id, NO_REQUEST_TO_CUT_OFF, async () => {
      const upload = await this.repository.findIfUntouchedSince(id, before);
      if (upload === null) return null;
      try {
        await this.targets.of(upload).abandoned(upload);
      } catch (error) {
        this.logger.error(`Upload ${id}'s target refused its abandonment; left for the next sweep`, error);
        return null;
      }
      const received = upload.receivedBytes;
      let removed = 0;
      // Where the next file's bytes start in the upload's sequence.
      let start = 0;
      for (let afterPosition = -1; start < received;) {
        const files = await this.repository.findStorageKeysAfter(id, afterPosition, this.pages.rows);
        const reached: string[] = [];
        for (const file of files) {
          if (start >= received) break;
          reached.push(file.storageKey);
          start += file.filesize;
        }
        await Promise.all(reached.map((key) => this.storage.deletePartial(key)));
        removed += reached.length;
        if (files.length < this.pages.rows) break;
        afterPosition = files[files.length - 1].position;
      }
      await this.repository.delete([id]);
      return removed;
    });
  }

  /**
   * Keys listed first, rows read after. A partial object comes into being with its first chunk, and a chunk
   * is only taken for an upload whose rows exist; so every partial object in use when the listing saw it
   * has rows the later read sees. One without rows then belongs to an upload already removed (or finished:
   * its bytes became a stored object, and removing the partial is a no-op).
   */
  async removeAbandonedPartials(): Promise<number> {
    const listed: string[] = [];
    for await (const key of this.storage.partialKeys()) listed.push(key);
    if (listed.length === 0) return 0;
    const referenced = await this.repository.findAllStorageKeys(this.pages.rows);
    const abandoned = listed.filter((key) => !referenced.has(key));
    for (const key of abandoned) await this.storage.deletePartial(key);
    if (abandoned.length > 0) this.logger.log(`Removed ${abandoned.length} abandoned partial file(s)`);
    return abandoned.length;
  }
}
