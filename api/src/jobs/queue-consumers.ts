import { getQueueToken, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { UnrecoverableError, type Job, type Queue, type WorkerOptions } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { RedisConnection } from '../redis/redis-connection.js';
import { MAINTENANCE_QUEUE, SCANNING_QUEUE, THUMBNAILS_QUEUE, type QueueName } from './job-definition.js';
import { JobOutcomes, reasonOf, type JobAttempt } from './job-outcomes.js';
import { Jobs, UnknownJobError } from './jobs.js';
import { settlesWithin } from './settles-within.js';

/**
 * A running job's lock lasts this long and is renewed at half of it while the job runs. A worker killed
 * mid-job stops renewing: once the lock has run out, the next stalled-job check of any worker puts the job
 * back in the queue, so it runs again within LOCK_DURATION_MS + STALLED_INTERVAL_MS.
 */
const LOCK_DURATION_MS = 30_000;
const STALLED_INTERVAL_MS = 15_000;
/** Stalls (its worker lost mid-run) a job survives; one more and it is failed, not run again forever. */
const MAX_STALLED_COUNT = 2;
/**
 * How long a stopping worker waits for its running jobs (and Redis to take their results); past it, it
 * drops its connections, and a job cut off runs again elsewhere once its lock runs out.
 */
const SHUTDOWN_GRACE_MS = 30_000;
/** A worker's errors (Redis away, mostly) are logged at most this often, not once per reconnection attempt. */
const ERROR_LOG_INTERVAL_MS = 60_000;

/** Every consumer's worker options; concurrency is set at start from WORKER_CONCURRENCY. */
const CONSUMER_OPTIONS = {
  autorun: false,
  lockDuration: LOCK_DURATION_MS,
  stalledInterval: STALLED_INTERVAL_MS,
  maxStalledCount: MAX_STALLED_COUNT,
} satisfies Partial<WorkerOptions>;

function attemptOf(job: Job): JobAttempt {
  return {
    queue: job.queueName as QueueName,
    id: job.id ?? '',
    name: job.name,
    attemptsMade: job.attemptsMade,
    attempts: job.opts.attempts ?? 1,
  };
}

/**
 * Takes the jobs of one queue from Redis and runs their processors (Jobs.process), in worker processes
 * only: a BullMQ worker per queue, made by @nestjs/bullmq for each subclass carrying @Processor. A new queue
 * gets a subclass of its own below.
 */
@Injectable()
abstract class QueueConsumer extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private lastErrorLoggedAt = 0;

  constructor(
    private readonly jobs: Jobs,
    private readonly outcomes: JobOutcomes,
    private readonly config: AppConfig,
    private readonly redis: RedisConnection,
    private readonly moduleRef: ModuleRef,
  ) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    try {
      return await this.jobs.process(job.name, job.data);
    } catch (error) {
      // Retrying cannot help a job this version has no processor for.
      if (error instanceof UnknownJobError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  /** Starts taking jobs once every module has defined its jobs (their processors). */
  async onApplicationBootstrap(): Promise<void> {
    // @nestjs/bullmq makes workers for registered queues only, from the registered queue's options; that queue
    // is not used otherwise (RedisJobs enqueues), and its connection, which rides out outages as a worker's
    // must, would keep a shutdown waiting for Redis.
    await this.moduleRef.get<Queue>(getQueueToken(this.worker.name), { strict: false }).close();
    this.worker.concurrency = this.config.workerConcurrency;
    this.worker.run().catch((error: unknown) => this.onError(error));
  }

  /**
   * Before the database closes (SIGTERM): takes no more jobs and lets the running ones finish. With Redis
   * away their results could not be recorded anyway, so the worker lets go at once; a worker killed loses
   * nothing either: its jobs run again elsewhere once their locks run out.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const redisAnswers = await this.redis.check().then(
      () => true,
      () => false,
    );
    if (!(await settlesWithin(this.worker.close(!redisAnswers), SHUTDOWN_GRACE_MS))) await this.worker.disconnect();
  }

  /** Whether this worker is taking jobs (the worker's health). */
  isRunning(): boolean {
    return this.worker.isRunning() && !this.worker.closing;
  }

  @OnWorkerEvent('completed')
  onCompleted(job: Job): void {
    this.outcomes.completed(attemptOf(job));
  }

  /** Every failed attempt; the last one (no attempt left, or unrecoverable) has been moved to the failed set. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    if (!job) return;
    this.outcomes.failed(attemptOf(job), error, job.finishedOn !== undefined);
  }

  @OnWorkerEvent('stalled')
  onStalled(jobId: string): void {
    this.logger.warn(`Job #${jobId} stalled (its worker stopped mid-run): it runs again`);
  }

  @OnWorkerEvent('error')
  onError(error: unknown): void {
    const now = Date.now();
    if (now - this.lastErrorLoggedAt < ERROR_LOG_INTERVAL_MS) return;
    this.lastErrorLoggedAt = now;
    this.logger.warn(`The job worker ran into an error (${reasonOf(error)}); it keeps going`);
  }
}

/** The maintenance queue's consumer: cleanups and sweeps. */
@Injectable()
@Processor(MAINTENANCE_QUEUE, CONSUMER_OPTIONS)
export class MaintenanceConsumer extends QueueConsumer {}

/** The scanning queue's consumer: malware scans of new shares. */
@Injectable()
@Processor(SCANNING_QUEUE, CONSUMER_OPTIONS)
export class ScanningConsumer extends QueueConsumer {}

/** The thumbnails queue's consumer: thumbnails of new shares' photos. */
@Injectable()
@Processor(THUMBNAILS_QUEUE, CONSUMER_OPTIONS)
export class ThumbnailsConsumer extends QueueConsumer {}
