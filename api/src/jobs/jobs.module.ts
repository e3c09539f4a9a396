import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import { RedisConnection } from '../redis/redis-connection.js';
import { InProcessJobs } from './in-process-jobs.js';
import { JobOutcomes } from './job-outcomes.js';
import { JobPages } from './job-pages.js';
import { Jobs } from './jobs.js';
import { QueueDepth } from './queue-depth.js';
import { RedisJobs } from './redis-jobs.js';

/**
 * Background jobs, global so any module can define and enqueue them. With REDIS_URL set they wait in Redis
 * (BullMQ) for worker processes; without it the API process runs them itself. The BullMQ connections are
 * separate from RedisConnection's, under a prefix derived from its key prefix (see bullmq-options.ts).
 */
@Global()
@Module({
  providers: [
    { provide: JobOutcomes, inject: [Metrics], useFactory: (metrics: Metrics) => new JobOutcomes(metrics) },
    {
      provide: Jobs,
      inject: [AppConfig, RedisConnection, JobOutcomes],
      useFactory: (config: AppConfig, redis: RedisConnection | null, outcomes: JobOutcomes): Jobs =>
        redis && config.redisUrl
          ? new RedisJobs(config.redisUrl, redis.client.options.keyPrefix ?? '')
          : new InProcessJobs(config.workerConcurrency, outcomes),
    },
    { provide: JobPages, useValue: new JobPages() },
    QueueDepth,
  ],
  exports: [Jobs, JobOutcomes, JobPages],
})
export class JobsModule {}
