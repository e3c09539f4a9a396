import type { EnqueueOptions, FailedJob, JobDefinition, JobSchedule, QueueCounts } from './job-definition.js';

/** A job no definition in this process knows (enqueued by a newer or older version): it is not retried. */
export class UnknownJobError extends Error {
  constructor(name: string) {
    super(`No processor for job "${name}" in this version of Sharecode`);
    this.name = 'UnknownJobError';
  }
}

/**
 * Background jobs: what modules define (Jobs.define), enqueue and read back. Also the DI token, given by
 * JobsModule: with REDIS_URL, RedisJobs (a BullMQ queue in Redis that the API processes fill and the worker
 * processes empty); without it, InProcessJobs (the same processors, periods, retries and failure records,
 * inside the API process).
 */
export abstract class Jobs {
  private readonly definitions = new Map<string, JobDefinition<unknown>>();

  /** Whether jobs wait in a queue other processes share (Redis), rather than in this process. */
  abstract readonly shared: boolean;

  /** Declares a kind of job; call it from the defining provider's onModuleInit. */
  define<Data>(definition: JobDefinition<Data>): void {
    if (this.definitions.has(definition.name)) throw new Error(`Job "${definition.name}" is defined twice`);
    this.definitions.set(definition.name, definition as JobDefinition<unknown>);
  }

  /** Adds one run of a defined job. */
  abstract enqueue<Data>(name: string, data: Data, options?: EnqueueOptions): Promise<void>;

  /** Jobs per queue and state, for metrics and the jobs command. */
  abstract counts(): Promise<QueueCounts[]>;

  /** The repeatable jobs' schedules, as the queue holds them. */
  abstract schedules(): Promise<JobSchedule[]>;

  /** The most recent jobs that ran out of attempts, newest first, with their reasons. */
  abstract failed(limit: number): Promise<FailedJob[]>;

  /** Resolves when the queue can be reached; rejects otherwise (the health probe). */
  abstract check(): Promise<void>;

  /** Runs a job's processor: what a worker (or the in-process runner) does with a job it took. */
  async process(name: string, data: unknown): Promise<unknown> {
    return this.definitionOf(name).run(data);
  }

  protected definitionOf(name: string): JobDefinition<unknown> {
    const definition = this.definitions.get(name);
    if (!definition) throw new UnknownJobError(name);
    return definition;
  }

  protected allDefinitions(): JobDefinition<unknown>[] {
    return [...this.definitions.values()];
  }
}
