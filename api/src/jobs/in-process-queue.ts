import { backoffDelay, KEEP_FAILED_JOBS, type FailedJob, type QueueCounts, type QueueName } from './job-definition.js';
import { reasonOf, type JobOutcomes } from './job-outcomes.js';
import { UnknownJobError } from './jobs.js';

/** One job of an in-process queue, between being added and completing or running out of attempts. */
export interface QueuedJob {
  name: string;
  data: unknown;
  attempts: number;
  backoffMs: number;
  deduplicationId?: string;
}

interface Entry extends QueuedJob {
  id: string;
  attemptsMade: number;
}

/**
 * One queue kept in this process, run the way a BullMQ worker runs a Redis queue: up to `concurrency` jobs
 * at once, a failed attempt retried after an exponential backoff, and a job out of attempts kept (the last
 * KEEP_FAILED_JOBS) with its reason. Nothing survives a restart: what it would have done, the start-up
 * runs and the next periods do.
 */
export class InProcessQueue {
  private readonly waiting: Entry[] = [];
  private readonly active = new Set<Entry>();
  private readonly delayed = new Map<Entry, NodeJS.Timeout>();
  /** Newest first. */
  private readonly failedJobs: FailedJob[] = [];
  private readonly runs = new Set<Promise<void>>();
  private lastId = 0;
  private stopped = false;

  constructor(
    readonly name: QueueName,
    private readonly concurrency: number,
    private readonly processor: (name: string, data: unknown) => Promise<unknown>,
    private readonly outcomes: JobOutcomes,
  ) {}

  /** Adds a job, to run once `delayMs` have passed; false when a job of its deduplication id is pending. */
  add(job: QueuedJob, delayMs = 0): boolean {
    if (this.stopped) return false;
    if (job.deduplicationId !== undefined && this.isPending(job.deduplicationId)) return false;
    this.lastId++;
    this.schedule({ ...job, id: String(this.lastId), attemptsMade: 0 }, delayMs);
    return true;
  }

  counts(): QueueCounts {
    return {
      queue: this.name,
      waiting: this.waiting.length,
      active: this.active.size,
      delayed: this.delayed.size,
      failed: this.failedJobs.length,
    };
  }

  failed(): FailedJob[] {
    return [...this.failedJobs];
  }

  /** Takes no more jobs, drops those waiting, and resolves once the running ones are over. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.delayed.values()) clearTimeout(timer);
    this.delayed.clear();
    this.waiting.length = 0;
    await Promise.all(this.runs);
  }

  private isPending(deduplicationId: string): boolean {
    const pending = [...this.waiting, ...this.active, ...this.delayed.keys()];
    return pending.some((entry) => entry.deduplicationId === deduplicationId);
  }

  private schedule(entry: Entry, delayMs: number): void {
    if (this.stopped) return;
    if (delayMs <= 0) {
      this.waiting.push(entry);
      this.startWaiting();
      return;
    }
    const timer = setTimeout(() => {
      this.delayed.delete(entry);
      this.waiting.push(entry);
      this.startWaiting();
    }, delayMs);
    // A pending retry must not keep a process alive that is otherwise done.
    timer.unref();
    this.delayed.set(entry, timer);
  }

  private startWaiting(): void {
    while (!this.stopped && this.active.size < this.concurrency && this.waiting.length > 0) {
      const entry = this.waiting.shift()!;
      this.active.add(entry);
      const run = this.attempt(entry).finally(() => {
        this.active.delete(entry);
        this.runs.delete(run);
        this.startWaiting();
      });
      this.runs.add(run);
    }
  }

  /** Never rejects: a failure is counted, logged and retried or kept. */
  private async attempt(entry: Entry): Promise<void> {
    entry.attemptsMade++;
    const attempt = { queue: this.name, ...entry };
    try {
      await this.processor(entry.name, entry.data);
      this.outcomes.completed(attempt);
    } catch (error) {
      const final = entry.attemptsMade >= entry.attempts || error instanceof UnknownJobError;
      this.outcomes.failed(attempt, error, final);
      if (final) this.keepFailed(entry, error);
      else this.schedule(entry, backoffDelay(entry.backoffMs, entry.attemptsMade));
    }
  }

  private keepFailed(entry: Entry, error: unknown): void {
    this.failedJobs.unshift({
      queue: this.name,
      id: entry.id,
      name: entry.name,
      data: entry.data,
      reason: reasonOf(error),
      attemptsMade: entry.attemptsMade,
      failedAt: new Date(),
    });
    this.failedJobs.length = Math.min(this.failedJobs.length, KEEP_FAILED_JOBS);
  }
}
