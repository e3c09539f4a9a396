import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { Clock } from '../../common/clock.js';
import { RecurringJob } from '../../common/recurring-job.js';
import { StorageService } from '../../storage/storage.service.js';
import { STALE_AFTER_MS, SWEEP_SCHEDULE } from './resumable-upload-limits.js';
import { ResumableUploadsRepository } from './resumable-uploads.repository.js';

export interface SweepReport {
  uploads: number;
  partialObjects: number;
}

/**
 * Removes resumable uploads nothing arrived for in STALE_AFTER_MS, with their bytes, every few minutes; and
 * on start-up, partial objects no upload points at (left by a crash between creating and recording them).
 */
@Injectable()
export class ResumableUploadSweeper implements OnApplicationBootstrap {
  private readonly logger = new Logger(ResumableUploadSweeper.name);
  private readonly scheduled = new RecurringJob(this.logger, 'Resumable upload sweep');

  constructor(
    private readonly repository: ResumableUploadsRepository,
    private readonly storage: StorageService,
    private readonly clock: Clock,
  ) {}

  /** Runs before the server accepts requests, so no chunk is being written while partials are swept. */
  async onApplicationBootstrap(): Promise<void> {
    await this.removeStale();
    await this.removeAbandonedPartials();
  }

  @Cron(SWEEP_SCHEDULE)
  async runScheduled(): Promise<void> {
    await this.scheduled.run(() => this.removeStale());
  }

  async removeStale(): Promise<SweepReport> {
    const stale = await this.repository.findUntouchedSince(new Date(this.clock.now().getTime() - STALE_AFTER_MS));
    if (stale.length === 0) return { uploads: 0, partialObjects: 0 };
    await this.repository.delete(stale.map((upload) => upload.id));
    // A finished upload's files belong to its share now (and their rows are gone); only unfinished ones own bytes.
    const keys = stale
      .filter((upload) => upload.state !== 'finished')
      .flatMap((upload) => upload.files.map((file) => file.storageKey));
    await Promise.all(keys.map((key) => this.storage.deletePartial(key)));
    this.logger.log(
      `Removed ${stale.length} resumable upload(s) untouched for a day, with ${keys.length} partial file(s)`,
    );
    return { uploads: stale.length, partialObjects: keys.length };
  }

  /** Only safe while no chunk is being written. */
  async removeAbandonedPartials(): Promise<number> {
    const referenced = await this.repository.findAllStorageKeys();
    let removed = 0;
    for await (const key of this.storage.partialKeys()) {
      if (referenced.has(key)) continue;
      await this.storage.deletePartial(key);
      removed++;
    }
    if (removed > 0) this.logger.log(`Removed ${removed} abandoned partial file(s)`);
    return removed;
  }
}
