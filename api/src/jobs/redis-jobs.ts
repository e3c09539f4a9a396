import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { bullmqPrefix, jobOptions, producerConnection } from './bullmq-options.js';
import {
  QUEUE_NAMES,
  retryPolicyOf,
  type EnqueueOptions,
  type FailedJob,
  type JobSchedule,
  type QueueCounts,
  type QueueName,
} from './job-definition.js';
import { reasonOf } from './job-outcomes.js';
import { Jobs } from './jobs.js';

/** How often start-up tries to schedule the jobs when Redis is slow to answer, before the process gives up. */
export const BOOTSTRAP_ATTEMPTS = 3;
/** What ioredis says of a command that got no answer within its timeout. */
const COMMAND_TIMED_OUT = 'Command timed out';

/** Deduplicates the start-up runs of processes starting together: one waits or runs, the others add none. */
function startUpId(name: string): string {
  return `start-up:${name}`;
}

/**
 * Jobs in BullMQ queues on REDIS_URL, shared by every process: API processes enqueue (and keep the schedules
 * in place), worker processes (`node dist/worker.js`) take the jobs and run them. Repeatable jobs are BullMQ
 * job schedulers: one per job, upserted by every process that starts, so a period yields one job however
 * many processes there are. With no worker running, jobs wait in Redis until one starts.
 */
export class RedisJobs extends Jobs implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly shared = true;
  private readonly logger = new Logger('Jobs');
  private readonly connection: Redis;
  private readonly queues: Map<QueueName, Queue>;
  private started = false;

  constructor(url: string, appKeyPrefix: string) {
    super();
    this.connection = producerConnection(url);
    // An unheard 'error' event would end the process. A lost connection is logged once by RedisConnection
    // (the same server), and every call that needs the queue meanwhile fails on its own.
    this.connection.on('error', () => undefined);
    // A Redis that comes back empty (restarted without persistence, or failed over) has lost the schedules:
    // every process puts them back when it reconnects.
    this.connection.on('ready', () => void this.rescheduleAfterReconnect());
    const prefix = bullmqPrefix(appKeyPrefix);
    this.queues = new Map(
      QUEUE_NAMES.map((name) => {
        const queue = new Queue(name, { connection: this.connection, prefix });
        queue.on('error', () => undefined);
        return [name, queue];
      }),
    );
  }

  /**
   * Puts every schedule in place (or leaves it as it is) and adds the start-up runs; Redis must answer. Both are
   * idempotent, so a command that timed out (a Redis slow to answer, not one that is away) is tried again.
   */
  async onApplicationBootstrap(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.scheduleAll();
        break;
      } catch (error) {
        const reason = reasonOf(error);
        if (attempt < BOOTSTRAP_ATTEMPTS && reason === COMMAND_TIMED_OUT) {
          this.logger.warn(`Scheduling the background jobs timed out (attempt ${attempt}): trying again`);
          continue;
        }
        throw new Error(`REDIS_URL: the background jobs could not be scheduled in Redis (${reason})`, { cause: error });
      }
    }
    this.started = true;
  }

  private async scheduleAll(): Promise<void> {
    for (const name of QUEUE_NAMES) await this.schedule(name);
    for (const definition of this.allDefinitions()) {
      if (!definition.atStartUp) continue;
      const policy = retryPolicyOf(definition);
      await this.queueOf(policy.queue).add(
        definition.name,
        {},
        { ...jobOptions(policy), deduplication: { id: startUpId(definition.name) } },
      );
    }
  }

  /** Drops the connection outright: saying goodbye (QUIT) would wait for ever while Redis is away. */
  async onApplicationShutdown(): Promise<void> {
    // The queues only let go of the connection they were given; it is closed below.
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection.disconnect();
  }

  async enqueue<Data>(name: string, data: Data, options: EnqueueOptions = {}): Promise<void> {
    const policy = retryPolicyOf(this.definitionOf(name));
    await this.queueOf(policy.queue).add(name, data, {
      ...jobOptions(policy),
      delay: options.delayMs,
      deduplication: options.deduplicationId === undefined ? undefined : { id: options.deduplicationId },
    });
  }

  async counts(): Promise<QueueCounts[]> {
    return Promise.all(
      [...this.queues].map(async ([name, queue]) => {
        const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        return {
          queue: name,
          waiting: counts.waiting + counts.prioritized,
          active: counts.active,
          delayed: counts.delayed,
          failed: counts.failed,
        };
      }),
    );
  }

  async schedules(): Promise<JobSchedule[]> {
    const perQueue = await Promise.all(
      [...this.queues].map(async ([queue, bullQueue]) =>
        (await bullQueue.getJobSchedulers()).map((scheduler): JobSchedule => ({
          queue,
          name: scheduler.key,
          every: scheduler.every ?? 0,
          next: scheduler.next === undefined ? undefined : new Date(scheduler.next),
        })),
      ),
    );
    return perQueue.flat();
  }

  async failed(limit: number): Promise<FailedJob[]> {
    const perQueue = await Promise.all(
      [...this.queues].map(async ([name, queue]) =>
        (await queue.getFailed(0, limit - 1)).map((job): FailedJob => ({
          queue: name,
          id: job.id ?? '',
          name: job.name,
          data: job.data,
          reason: job.failedReason,
          attemptsMade: job.attemptsMade,
          failedAt: new Date(job.finishedOn ?? job.timestamp),
        })),
      ),
    );
    return perQueue
      .flat()
      .sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime())
      .slice(0, limit);
  }

  /** Counting the jobs is the cheapest thing that proves the queue answers. */
  async check(): Promise<void> {
    await this.counts();
  }

  /** Upserts the job schedulers of one queue's repeatable jobs: a schedule already in place keeps its next run. */
  private async schedule(queueName: QueueName): Promise<void> {
    for (const definition of this.allDefinitions()) {
      const policy = retryPolicyOf(definition);
      if (definition.every === undefined || policy.queue !== queueName) continue;
      await this.queueOf(queueName).upsertJobScheduler(
        definition.name,
        { every: definition.every },
        { name: definition.name, opts: jobOptions(policy) },
      );
    }
  }

  private async rescheduleAfterReconnect(): Promise<void> {
    if (!this.started) return;
    try {
      for (const name of QUEUE_NAMES) await this.schedule(name);
    } catch (error) {
      this.logger.warn(
        `Could not put the job schedules back in Redis (${reasonOf(error)}); the next reconnection tries again`,
      );
    }
  }

  private queueOf(name: QueueName): Queue {
    return this.queues.get(name)!;
  }
}
