import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';
import { CleanupModule } from '../cleanup/cleanup.module.js';
import { ClockModule } from '../common/clock.module.js';
import { RateLimitModule } from '../http/rate-limit/rate-limit.module.js';
import { AppConfigModule } from '../config/app-config.module.js';
import { AppConfig } from '../config/app-config.js';
import type { EnvironmentSource } from '../config/environment.js';
import { validateEnvironment } from '../config/validate-environment.js';
import { DatabaseModule } from '../database/database.module.js';
import { DirectRelayModule } from '../direct/direct-relay.module.js';
import { bullmqPrefix, workerConnection } from '../jobs/bullmq-options.js';
import { QUEUE_NAMES } from '../jobs/job-definition.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MaintenanceConsumer, ScanningConsumer, ThumbnailsConsumer } from '../jobs/queue-consumers.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { RedisConnection } from '../redis/redis-connection.js';
import { RedisModule } from '../redis/redis.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { ScanningModule } from '../scanning/scanning.module.js';
import { ThumbnailSourcesModule } from '../thumbnails/thumbnail-sources.module.js';
import { ThumbnailsModule } from '../thumbnails/thumbnails.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { OpsServer } from './ops-server.js';
import { WorkerHealth } from './worker-health.js';

/**
 * The worker role: no HTTP API, only what the jobs' processors need (the modules that define them, and what
 * those import) plus the BullMQ consumers and the operations port. It takes its jobs from Redis, so it
 * refuses to start without REDIS_URL: without it, the API process runs the jobs itself.
 */
@Module({})
export class WorkerModule {
  static forRoot(environment: EnvironmentSource = process.env): DynamicModule {
    // Checked before anything connects: BullMQ would otherwise open queues on its default localhost:6379.
    if (validateEnvironment(environment).REDIS_URL === undefined) {
      throw new Error(
        'REDIS_URL is not set: a worker takes its jobs from Redis. Without REDIS_URL the API process runs them itself (npm start).',
      );
    }
    return {
      module: WorkerModule,
      imports: [
        AppConfigModule.forRoot(environment),
        ClockModule,
        MetricsModule,
        DatabaseModule,
        RedisModule,
        RateLimitModule,
        JobsModule,
        // Global: the folders module takes its SenderPresence from it (direct transfer itself runs on API instances).
        DirectRelayModule,
        BullModule.forRootAsync({
          inject: [AppConfig, RedisConnection],
          // REDIS_URL is set (checked above), so the connection exists.
          useFactory: (config: AppConfig, redis: RedisConnection) => ({
            connection: workerConnection(config.redisUrl!),
            prefix: bullmqPrefix(redis.client.options.keyPrefix ?? ''),
          }),
        }),
        // Registering the queues is what makes @nestjs/bullmq start a worker for each @Processor.
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
        CleanupModule,
        UploadsModule,
        ReportsModule,
        ScanningModule,
        ThumbnailsModule,
        ThumbnailSourcesModule,
      ],
      providers: [MaintenanceConsumer, ScanningConsumer, ThumbnailsConsumer, WorkerHealth, OpsServer],
    };
  }
}
