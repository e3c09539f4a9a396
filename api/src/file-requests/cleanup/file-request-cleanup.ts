import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { JobPages } from '../../jobs/job-pages.js';
import { Jobs } from '../../jobs/jobs.js';
import { AnswerRemoval } from '../answers/answer-removal.js';
import { AnswersRepository } from '../answers/answers.repository.js';
import { RequestEndingsRepository } from '../endings/request-endings.repository.js';
import { requestTombstoneOf } from '../endings/request-tombstone.js';
import { FileRequestsRepository } from '../file-requests.repository.js';

/** Answers expire to the minute; requests and tombstones are kept for hours or days, so a minute late is nothing. */
const FILE_REQUEST_CLEANUP_INTERVAL_MS = 60_000;
const TOMBSTONE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const JOBS = { expired: 'expired-file-requests', tombstones: 'ended-file-requests-forgotten' } as const;

export interface RequestCleanupReport {
  answers: number;
  objects: number;
  requests: number;
}

/**
 * The file requests' cleanup, on the worker: answers past their expiry (or of a removed request) lose their objects,
 * then their rows; requests kept long enough that hold no answer become tombstones (a week of 410s); tombstones
 * past their week are forgotten. Every step reads a page at a time and may run twice at once.
 */
@Injectable()
export class FileRequestCleanup implements OnModuleInit {
  private readonly logger = new Logger(FileRequestCleanup.name);

  constructor(
    private readonly requests: FileRequestsRepository,
    private readonly answers: AnswersRepository,
    private readonly removal: AnswerRemoval,
    private readonly endings: RequestEndingsRepository,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
    private readonly pages: JobPages,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: JOBS.expired, every: FILE_REQUEST_CLEANUP_INTERVAL_MS, run: () => this.run() });
    this.jobs.define({ name: JOBS.tombstones, every: TOMBSTONE_SWEEP_INTERVAL_MS, run: () => this.forgetTombstones() });
  }

  async run(): Promise<RequestCleanupReport> {
    const now = this.clock.now();
    const report = { answers: 0, objects: 0, requests: 0 };
    const expired = this.pages.pages(
      0,
      (afterId, limit) => this.answers.findExpiredAfter(now, afterId, limit),
      (answer) => answer.id,
    );
    for await (const page of expired) {
      for (const answer of page) {
        report.objects += await this.removal.remove(answer);
        report.answers++;
      }
    }
    const finished = this.pages.pages(
      0,
      (afterId, limit) => this.requests.findFinishedAfter(now, afterId, limit),
      (request) => request.id,
    );
    for await (const page of finished) {
      for (const request of page) {
        if (await this.requests.deleteWithTombstone(request, requestTombstoneOf(request, now))) report.requests++;
      }
    }
    if (report.answers + report.requests > 0)
      this.logger.log(
        `Removed ${report.answers} expired answer(s) (${report.objects} stored object(s)) and ${report.requests} file request(s)`,
      );
    return report;
  }

  async forgetTombstones(): Promise<number> {
    const deleted = await this.endings.deleteOutdated(this.clock.now());
    if (deleted > 0) this.logger.log(`Forgot ${deleted} ended file request(s) kept long enough`);
    return deleted;
  }
}
