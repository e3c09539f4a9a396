import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { Clock } from '../common/clock.js';
import { FoldersRepository } from '../folders/folders.repository.js';
import { SharesService } from '../folders/shares.service.js';
import { StorageService } from '../storage/storage.service.js';

/** How often expired shares are removed. They answer 410 from the moment they expire regardless. */
export const CLEANUP_INTERVAL_MS = 60_000;

export interface CleanupReport {
  expiredShares: number;
  files: number;
  orphanFiles: number;
}

/**
 * Removes expired shares and their bytes every minute. On start-up it also catches up on everything that
 * expired while the server was down, and removes orphan bytes: files no share points at, left by uploads
 * cut off by a crash or restart (a share is only recorded once its upload completed, so an unfinished
 * upload is exactly such an orphan).
 */
@Injectable()
export class CleanupService implements OnApplicationBootstrap {
  private readonly logger = new Logger(CleanupService.name);
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly repository: FoldersRepository,
    private readonly shares: SharesService,
    private readonly storage: StorageService,
    private readonly clock: Clock,
  ) {}

  /** Runs before the server accepts requests, so no upload is in flight while orphans are swept. */
  async onApplicationBootstrap(): Promise<void> {
    await this.catchUp();
  }

  async catchUp(): Promise<CleanupReport> {
    const expired = await this.removeExpired();
    const orphanFiles = await this.removeOrphans();
    return { ...expired, orphanFiles };
  }

  @Interval(CLEANUP_INTERVAL_MS)
  async runScheduled(): Promise<void> {
    // A slow run (many files to delete) must not overlap the next one.
    if (this.running) return;
    this.running = this.removeExpired()
      .catch((error: Error) => this.logger.error(`Cleanup failed: ${error.stack ?? error.message}`))
      .finally(() => (this.running = undefined));
    await this.running;
  }

  async removeExpired(): Promise<Omit<CleanupReport, 'orphanFiles'>> {
    const folders = await this.repository.findExpiredWithFiles(this.clock.now());
    if (folders.length === 0) return { expiredShares: 0, files: 0 };
    const files = await this.shares.remove(folders);
    const codes = folders.map((folder) => folder.code).join(', ');
    this.logger.log(`Removed ${folders.length} expired share(s) [${codes}] and ${files} stored file(s)`);
    return { expiredShares: folders.length, files };
  }

  /** Only safe while no upload is in flight: bytes of an upload in progress have no row yet. */
  async removeOrphans(): Promise<number> {
    const referenced = await this.repository.findAllStorageKeys();
    let removed = 0;
    for await (const key of this.storage.keys()) {
      if (referenced.has(key)) continue;
      await this.storage.delete(key);
      removed++;
    }
    if (removed > 0) this.logger.log(`Removed ${removed} orphan stored file(s) (unfinished uploads or leftovers)`);
    return removed;
  }
}
