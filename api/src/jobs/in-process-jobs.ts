import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { InProcessQueue } from './in-process-queue.js';
import {
  QUEUE_NAMES,
  queueOf,
  retryPolicyOf,
  type EnqueueOptions,
  type FailedJob,
  type JobDefinition,
  type JobSchedule,
  type QueueCounts,
  type QueueName,
} from './job-definition.js';
import type { JobOutcomes } from './job-outcomes.js';
import { Jobs } from './jobs.js';

/** Deduplicates a scheduled run with the one before it: a period that finds its last run unfinished adds none. */
function scheduledId(name: string): string {
  return `scheduled:${name}`;
}

/**
 * Jobs without REDIS_URL (the zero-install default): the API process runs them itself, in queues of its own,
 * with the periods, retries and failure records a worker gives them. One process means one run per period
 * by construction.
 */
export class InProcessJobs extends Jobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly shared = false;
  private readonly queues: Map<QueueName, InProcessQueue>;
  private readonly periods: NodeJS.Timeout[] = [];

  constructor(concurrency: number, outcomes: JobOutcomes) {
    super();
    this.queues = new Map(
      QUEUE_NAMES.map((name) => [
        name,
        new InProcessQueue(name, concurrency, (job, data) => this.process(job, data), outcomes),
      ]),
    );
  }

  /** Starts the periods, and the start-up runs, once every module has defined its jobs. */
  onApplicationBootstrap(): void {
    for (const definition of this.allDefinitions()) {
      const { every } = definition;
      if (every !== undefined) {
        const period = setInterval(
          () => this.add(definition, { deduplicationId: scheduledId(definition.name) }),
          every,
        );
        period.unref();
        this.periods.push(period);
      }
      if (definition.atStartUp) this.add(definition, {});
    }
  }

  /** Before the database closes: no new runs, and the running ones finish. */
  async beforeApplicationShutdown(): Promise<void> {
    for (const period of this.periods) clearInterval(period);
    await Promise.all([...this.queues.values()].map((queue) => queue.stop()));
  }

  /** Rejects (rather than throws) for a job nothing defined, as the Redis queue does. */
  enqueue<Data>(name: string, data: Data, options: EnqueueOptions = {}): Promise<void> {
    return new Promise((resolve) => {
      this.add(this.definitionOf(name), options, data);
      resolve();
    });
  }

  counts(): Promise<QueueCounts[]> {
    return Promise.resolve([...this.queues.values()].map((queue) => queue.counts()));
  }

  schedules(): Promise<JobSchedule[]> {
    return Promise.resolve(
      this.allDefinitions().flatMap((definition) =>
        definition.every === undefined
          ? []
          : [{ queue: queueOf(definition), name: definition.name, every: definition.every }],
      ),
    );
  }

  failed(limit: number): Promise<FailedJob[]> {
    const all = [...this.queues.values()].flatMap((queue) => queue.failed());
    return Promise.resolve(all.sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime()).slice(0, limit));
  }

  /** Nothing to reach: the queue is this process. */
  check(): Promise<void> {
    return Promise.resolve();
  }

  private add(definition: JobDefinition<unknown>, options: EnqueueOptions, data: unknown = {}): void {
    const { queue, attempts, backoffMs } = retryPolicyOf(definition);
    this.queues
      .get(queue)!
      .add(
        { name: definition.name, data, attempts, backoffMs, deduplicationId: options.deduplicationId },
        options.delayMs,
      );
  }
}
