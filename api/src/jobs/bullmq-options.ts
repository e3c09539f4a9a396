import type { JobsOptions, RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { KEEP_COMPLETED_JOBS, KEEP_FAILED_JOBS } from './job-definition.js';

/** A queue command (adding a job, counting) waits no longer than this: the API must not hang on Redis. */
const QUEUE_COMMAND_TIMEOUT_MS = 1_000;
/** Reconnection backs off up to this, and goes on for as long as the process runs. */
const MAX_RECONNECT_DELAY_MS = 2_000;
/** Appended to the app's Redis key prefix: BullMQ's keys sit beside the app's own, apart from them. */
const BULLMQ_PREFIX_SUFFIX = 'bull';

function reconnectDelay(attempt: number): number {
  return Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS);
}

/**
 * BullMQ's key prefix, from the app's Redis key prefix (`sharecode:` → `sharecode:bull`). BullMQ cannot
 * use an ioredis keyPrefix (its Lua scripts build key names themselves), so it gets connections of its own
 * with this prefix instead: apps sharing a Redis under different prefixes (tests do) never see each
 * other's jobs, as they never see each other's counters.
 */
export function bullmqPrefix(appKeyPrefix: string): string {
  return `${appKeyPrefix}${BULLMQ_PREFIX_SUFFIX}`;
}

/**
 * The connection of a process that adds and reads jobs: it fails fast while Redis is away, like every
 * request. Made here and handed to the queues, rather than made by BullMQ, so that shutdown can drop it
 * outright even while Redis is away (BullMQ's own close waits for Redis to answer).
 */
export function producerConnection(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: QUEUE_COMMAND_TIMEOUT_MS,
    retryStrategy: reconnectDelay,
  });
}

/**
 * The connection of a worker: it waits for jobs with blocking commands and rides out an outage (BullMQ
 * requires maxRetriesPerRequest: null here, and no command timeout would suit a blocking wait).
 */
export function workerConnection(url: string): RedisOptions {
  return { url, maxRetriesPerRequest: null, retryStrategy: reconnectDelay };
}

/** Every job's retries, backoff and how many finished jobs Redis keeps. */
export function jobOptions(policy: { attempts: number; backoffMs: number }): JobsOptions {
  return {
    attempts: policy.attempts,
    backoff: { type: 'exponential', delay: policy.backoffMs },
    removeOnComplete: { count: KEEP_COMPLETED_JOBS },
    removeOnFail: { count: KEEP_FAILED_JOBS },
  };
}
