import { Logger } from '@nestjs/common';
import type { Metrics } from '../metrics/metrics.js';
import type { QueueName } from './job-definition.js';

/** One finished attempt of a job, as the runner that ran it (BullMQ worker or in-process) saw it. */
export interface JobAttempt {
  queue: QueueName;
  id: string;
  name: string;
  /** Attempts made so far, this one included. */
  attemptsMade: number;
  attempts: number;
}

/** An error as one line of a log or a failed job's record. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/**
 * What every job attempt leaves behind, whichever runner ran it: a count in `sharecode_jobs_total` by
 * outcome, a warning for a failed attempt that will be retried, and exactly one error line for a job that
 * ran out of attempts (it is then kept in the failed list, where `npm run jobs -w api -- failed` reads it).
 */
export class JobOutcomes {
  private readonly logger = new Logger('Jobs');

  constructor(private readonly metrics: Metrics) {}

  completed(attempt: JobAttempt): void {
    this.count(attempt, 'completed');
  }

  /** A failed attempt; `final` when no attempt is left (or the job cannot succeed at all). */
  failed(attempt: JobAttempt, error: unknown, final: boolean): void {
    const what = `Job ${attempt.name} (${attempt.queue} #${attempt.id})`;
    if (final) {
      this.count(attempt, 'failed');
      this.logger.error(
        `${what} failed after ${attempt.attemptsMade} attempt(s) and is kept as failed: ${reasonOf(error)}`,
      );
    } else {
      this.count(attempt, 'retried');
      this.logger.warn(
        `${what}: attempt ${attempt.attemptsMade} of ${attempt.attempts} failed (${reasonOf(error)}); it will be retried`,
      );
    }
  }

  private count(attempt: JobAttempt, outcome: 'completed' | 'retried' | 'failed'): void {
    this.metrics.jobs.inc({ queue: attempt.queue, job: attempt.name, outcome });
  }
}
