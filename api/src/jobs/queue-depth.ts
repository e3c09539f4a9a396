import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.js';
import { COUNTED_STATES } from './job-definition.js';
import { Jobs } from './jobs.js';

/** Keeps `sharecode_queue_jobs{queue,state}` current: the queues are counted just before each scrape. */
@Injectable()
export class QueueDepth implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.metrics.onScrape(async () => {
      for (const counts of await this.jobs.counts()) {
        for (const state of COUNTED_STATES) this.metrics.queueJobs.set({ queue: counts.queue, state }, counts[state]);
      }
    });
  }
}
