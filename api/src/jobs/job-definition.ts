/**
 * The queues jobs wait in. Each is consumed by its own pool of WORKER_CONCURRENCY runs per worker process,
 * so a flood of one kind of job (one job per share, say) never holds back another queue's jobs.
 * `maintenance`: the recurring clean-ups (expired shares, orphans, abandoned resumable uploads).
 */
export const MAINTENANCE_QUEUE = 'maintenance';
/**
 * `scanning`: malware scans of new shares (scanning/), which may wait long on clamd; a queue of their own keeps
 * them from holding back the clean-ups, and the clean-ups from delaying a share's opening.
 */
export const SCANNING_QUEUE = 'scanning';
/**
 * `thumbnails`: thumbnails of new shares' photos (thumbnails/), CPU work of a few tens of milliseconds each; a
 * queue of their own keeps a share of a thousand photos from delaying scans and clean-ups.
 */
export const THUMBNAILS_QUEUE = 'thumbnails';
export const QUEUE_NAMES = [MAINTENANCE_QUEUE, SCANNING_QUEUE, THUMBNAILS_QUEUE] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** Runs of a job before it is kept as failed: the first one and its retries. */
export const DEFAULT_ATTEMPTS = 4;
/** The first retry waits this long; each further one twice as long as the one before (10 s, 20 s, 40 s). */
const DEFAULT_BACKOFF_MS = 10_000;
/** Failed jobs kept per queue for an operator to read (`npm run jobs -w api -- failed`); older ones go. */
export const KEEP_FAILED_JOBS = 500;
/** Completed jobs kept per queue: only to tell a run happened; older ones go. */
export const KEEP_COMPLETED_JOBS = 100;

/** The data of a job that needs none, as scheduled and start-up runs carry. */
type NoData = Record<string, never>;

/**
 * One kind of job: the code that runs it (its processor) and when it runs. A module defines its jobs once,
 * when it starts (Jobs.define), in every process: the API needs the schedule to enqueue, the worker (or the
 * API itself without REDIS_URL) the processor to run.
 *
 * A job may run more than once (a retry after a failure, or again on another worker after its worker was
 * killed midway), and two runs of a repeatable job may overlap on two workers: `run` must be idempotent and
 * safe beside another run of itself.
 */
export interface JobDefinition<Data = NoData> {
  /** Unique; names the job in logs, metrics and the jobs command. */
  name: string;
  /** MAINTENANCE_QUEUE unless given. */
  queue?: QueueName;
  /** Milliseconds between runs: one run per period however many processes there are. Unset: runs when enqueued. */
  every?: number;
  /** Also runs once when a process starts (one run however many start together, e.g. to catch up on downtime). */
  atStartUp?: boolean;
  /** DEFAULT_ATTEMPTS unless given. */
  attempts?: number;
  /** DEFAULT_BACKOFF_MS unless given: the first retry's wait, doubling for each further one. */
  backoffMs?: number;
  /** The processor; `data` is what was enqueued (scheduled and start-up runs: {}). A rejection fails this attempt. */
  run: (data: Data) => Promise<unknown>;
}

export interface EnqueueOptions {
  /** Milliseconds before the job may run. */
  delayMs?: number;
  /** While a job with this id waits or runs, adding another is a no-op. */
  deduplicationId?: string;
}

/** How many jobs of one queue are in each state. */
export interface QueueCounts {
  queue: QueueName;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

export const COUNTED_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** A repeatable job's schedule. */
export interface JobSchedule {
  queue: QueueName;
  name: string;
  every: number;
  /** When the next run is due, where the queue knows it. */
  next?: Date;
}

/** A job that ran out of attempts, as kept for an operator. */
export interface FailedJob {
  queue: QueueName;
  id: string;
  name: string;
  data: unknown;
  /** The last attempt's error message. */
  reason: string;
  attemptsMade: number;
  failedAt: Date;
}

/** The queue a definition's jobs wait in. */
export function queueOf(definition: Pick<JobDefinition<never>, 'queue'>): QueueName {
  return definition.queue ?? MAINTENANCE_QUEUE;
}

/** The queue, attempts and backoff of a definition, defaults filled in. */
export function retryPolicyOf(definition: Pick<JobDefinition<never>, 'queue' | 'attempts' | 'backoffMs'>): {
  queue: QueueName;
  attempts: number;
  backoffMs: number;
} {
  return {
    queue: queueOf(definition),
    attempts: definition.attempts ?? DEFAULT_ATTEMPTS,
    backoffMs: definition.backoffMs ?? DEFAULT_BACKOFF_MS,
  };
}

/** The wait before retry number `retry` (1 for the first): BullMQ's exponential backoff, without jitter. */
export function backoffDelay(backoffMs: number, retry: number): number {
  return backoffMs * 2 ** (retry - 1);
}
