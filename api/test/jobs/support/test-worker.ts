import type { INestApplicationContext, ModuleMetadata } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Clock } from '../../../src/common/clock.js';
import { Jobs } from '../../../src/jobs/jobs.js';
import { WorkerModule } from '../../../src/worker/worker.module.js';
import { eventually } from '../../support/poll.js';

/** Start-up runs on a busy machine (a sweep of a bucket, say) may take a while; the jobs tests wait longer. */
const SETTLE_TIMEOUT_MS = 20_000;

export interface TestWorkerOptions {
  env: Record<string, string>;
  clock?: Clock;
  /** Providers to override, as for the test app (the Redis key prefix). */
  overrides?: Array<{ token: string; value: string }>;
  /** Modules that define more jobs (a test's own). */
  imports?: ModuleMetadata['imports'];
}

/**
 * A worker (the worker role's module, in this process) on the environment of a test app: with the same
 * Redis key prefix, it takes the jobs that app enqueues, as `node dist/worker.js` beside an API would.
 */
export async function startTestWorker(options: TestWorkerOptions): Promise<INestApplicationContext> {
  let builder = Test.createTestingModule({ imports: [WorkerModule.forRoot(options.env), ...(options.imports ?? [])] });
  if (options.clock) builder = builder.overrideProvider(Clock).useValue(options.clock);
  for (const { token, value } of options.overrides ?? []) builder = builder.overrideProvider(token).useValue(value);
  const worker = await builder.compile();
  worker.useLogger(['error']);
  try {
    return await worker.init();
  } catch (error) {
    await worker.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Waits until no job waits or runs (delayed ones, such as retries and future periods, do not count). A count that
 * fails (a queue command past its 1 s timeout while a busy machine stalls this process) is asked again: only a
 * Redis that stays away ends in the timeout, which then names the last failure.
 */
export async function untilJobsSettled(jobs: Jobs, timeoutMs = SETTLE_TIMEOUT_MS): Promise<void> {
  let lastFailure: unknown;
  await eventually(
    async () => {
      try {
        return (await jobs.counts()).every((queue) => queue.waiting === 0 && queue.active === 0);
      } catch (error) {
        lastFailure = error;
        return false;
      }
    },
    'every job due has run',
    timeoutMs,
  ).catch((error: Error) => {
    throw lastFailure === undefined
      ? error
      : new Error(
          `${error.message} Last failure: ${lastFailure instanceof Error ? lastFailure.message : JSON.stringify(lastFailure)}`,
        );
  });
}
