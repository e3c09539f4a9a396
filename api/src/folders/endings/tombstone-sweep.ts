import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { Jobs } from '../../jobs/jobs.js';
import { FolderEndingsRepository } from './folder-endings.repository.js';

/** How often tombstones past their time are deleted: they are kept for days, so an hour late is nothing. */
const TOMBSTONE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const TOMBSTONE_SWEEP_JOB = 'ended-shares-forgotten';

/** Deletes tombstones once kept long enough (ENDED_FOLDER_KEPT_MS), hourly; safe to run twice at once. */
@Injectable()
export class TombstoneSweep implements OnModuleInit {
  private readonly logger = new Logger(TombstoneSweep.name);

  constructor(
    private readonly endings: FolderEndingsRepository,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: TOMBSTONE_SWEEP_JOB, every: TOMBSTONE_SWEEP_INTERVAL_MS, run: () => this.run() });
  }

  async run(): Promise<number> {
    const deleted = await this.endings.deleteOutdated(this.clock.now());
    if (deleted > 0) this.logger.log(`Forgot ${deleted} ended share(s) kept long enough`);
    return deleted;
  }
}
