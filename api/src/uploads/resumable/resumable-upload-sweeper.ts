import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppConfig } from '../../config/app-config.js';
import { Jobs } from '../../jobs/jobs.js';
import { StorageService } from '../../storage/storage.service.js';
import { ABANDONED_PARTIALS_SWEEP_INTERVAL_MS, STALE_SWEEP_INTERVAL_MS } from './resumable-upload-limits.js';
import { ResumableUploadsRepository } from './resumable-uploads.repository.js';

export interface SweepReport {
  uploads: number;
  partialObjects: number;
}

/**
 * Removes resumable uploads nothing arrived for in UPLOAD_ABANDONED_AFTER_MINUTES, with their partial objects
 * (job `stale-resumable-uploads`, every few minutes): their shares have ended by then (`stopped`, see cleanup),
 * or arrived whole and no longer need the record; and partial objects no upload points at, left by a crash
 * between removing an upload's record and its bytes (`abandoned-partials`, hourly and when a process
 * starts). Both are safe at any time, beside chunks being written and beside another run of themselves.
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

  async removeStale(): Promise<SweepReport> {
    const stale = await this.repository.findUntouchedSince(
      new Date(this.clock.now().getTime() - this.config.uploadAbandonedAfterMs),
    );
    if (stale.length === 0) return { uploads: 0, partialObjects: 0 };
    await this.repository.delete(stale.map((upload) => upload.id));
    // A finished upload's file rows are gone; an unfinished one's partial objects go (files that arrived whole are
    // stored objects of its share, whose end removed them).
    const keys = stale
      .filter((upload) => upload.state !== 'finished')
      .flatMap((upload) => upload.files.map((file) => file.storageKey));
    await Promise.all(keys.map((key) => this.storage.deletePartial(key)));
    this.logger.log(`Removed ${stale.length} abandoned resumable upload(s), with ${keys.length} partial file(s)`);
    return { uploads: stale.length, partialObjects: keys.length };
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
    const referenced = await this.repository.findAllStorageKeys();
    const abandoned = listed.filter((key) => !referenced.has(key));
    for (const key of abandoned) await this.storage.deletePartial(key);
    if (abandoned.length > 0) this.logger.log(`Removed ${abandoned.length} abandoned partial file(s)`);
    return abandoned.length;
  }
}
