import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { Jobs } from '../jobs/jobs.js';
import { ReportsRepository } from './reports.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A reporter's e-mail address is kept for follow-up questions: while the report is open, and this long after
 * its decision (time to answer a reply about it), then erased (docs/moderation.md).
 */
export const REPORTER_EMAIL_KEPT_MS = 30 * DAY_MS;
/** A day late changes nothing for a rule counted in weeks. */
const ERASURE_INTERVAL_MS = DAY_MS;
const ERASURE_JOB = 'reporter-emails-erased';

/** Erases reporters' e-mail addresses once kept long enough, daily; safe to run twice at once. */
@Injectable()
export class ReporterEmailErasure implements OnModuleInit {
  private readonly logger = new Logger(ReporterEmailErasure.name);

  constructor(
    private readonly reports: ReportsRepository,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: ERASURE_JOB, every: ERASURE_INTERVAL_MS, atStartUp: true, run: () => this.run() });
  }

  async run(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - REPORTER_EMAIL_KEPT_MS);
    const erased = await this.reports.eraseEmailsDecidedBefore(cutoff);
    if (erased > 0) this.logger.log(`Erased the e-mail address of ${erased} decided report(s)`);
    return erased;
  }
}
