import 'reflect-metadata';
import { type DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfigModule } from '../config/app-config.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { RedisModule } from '../redis/redis.module.js';
import type { FailedJob } from './job-definition.js';
import { JobsModule } from './jobs.module.js';
import { Jobs } from './jobs.js';

/** Failed jobs listed unless the command names a number. */
const DEFAULT_FAILED_LIMIT = 20;
const USAGE = 'usage: npm run jobs -w api -- status | failed [how many]';

/** Only what reading the queues needs: no job is defined here, so nothing is scheduled or run. */
@Module({})
class JobsCommandModule {
  static forRoot(): DynamicModule {
    return {
      module: JobsCommandModule,
      imports: [AppConfigModule.forRoot(process.env), MetricsModule, RedisModule, JobsModule],
    };
  }
}

function describeFailed(job: FailedJob): string {
  return [
    `${job.failedAt.toISOString()}  ${job.queue}/${job.name} #${job.id} after ${job.attemptsMade} attempt(s)`,
    `  reason: ${job.reason}`,
    `  data:   ${JSON.stringify(job.data)}`,
  ].join('\n');
}

async function report(jobs: Jobs, command: string, argument: string | undefined): Promise<string> {
  if (!jobs.shared) {
    return (
      'REDIS_URL is not set: jobs run inside the API process and are gone with it. A job out of attempts ' +
      'is logged there (one error line, logger "Jobs") and counted in sharecode_jobs_total{outcome="failed"}.'
    );
  }
  if (command === 'status') {
    const lines = (await jobs.counts()).map(
      (queue) =>
        `${queue.queue}: ${queue.waiting} waiting, ${queue.active} running, ${queue.delayed} delayed, ${queue.failed} failed`,
    );
    for (const schedule of await jobs.schedules()) {
      const next = schedule.next ? `, next at ${schedule.next.toISOString()}` : '';
      lines.push(`  ${schedule.queue}/${schedule.name}: every ${schedule.every / 1000} s${next}`);
    }
    return lines.join('\n');
  }
  if (command === 'failed') {
    const limit = argument === undefined ? DEFAULT_FAILED_LIMIT : Number(argument);
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`"${argument}" is not a number of jobs. ${USAGE}`);
    const failed = await jobs.failed(limit);
    return failed.length === 0 ? 'No failed jobs.' : failed.map(describeFailed).join('\n');
  }
  throw new Error(USAGE);
}

/**
 * `npm run jobs -w api -- status` (jobs per queue and state, and the schedules) and `-- failed [n]` (the
 * most recent jobs that ran out of attempts, with their reasons), read from the Redis of REDIS_URL: from any
 * machine with the API's environment, whether or not a worker runs.
 */
async function main(): Promise<void> {
  const [command = 'status', argument] = process.argv.slice(2);
  const context = await NestFactory.createApplicationContext(JobsCommandModule.forRoot(), {
    logger: ['error'],
    abortOnError: false,
  });
  try {
    console.log(await report(context.get(Jobs), command, argument));
  } finally {
    await context.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
