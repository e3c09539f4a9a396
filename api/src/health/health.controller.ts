import { Controller, Get, Inject, Logger, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import { Jobs } from '../jobs/jobs.js';
import { RedisConnection } from '../redis/redis-connection.js';
import { StorageService } from '../storage/storage.service.js';

type Status = 'up' | 'down';
/** `unused`: not configured (REDIS_URL unset: no Redis, and jobs run in this process), so there is nothing to check. */
type OptionalStatus = Status | 'unused';
/** `full`: the storage answers, but is out of space (uploads answer 507). */
type StorageStatus = Status | 'full';

/** Each dependency's state, under its own name, so a probe or a person sees which one is failing. */
interface Dependencies {
  database: Status;
  storage: StorageStatus;
  redis: OptionalStatus;
  /** The job queue in Redis, where background jobs wait for a worker process. */
  queue: OptionalStatus;
}

type HealthyReport = { status: 'ok' } & Dependencies;
/** The usual error body, plus the state of each dependency. */
type UnhealthyReport = { statusCode: 503; message: string; error: 'Service Unavailable' } & Dependencies;

const DOWN_MESSAGES: Record<keyof Dependencies, string> = {
  database: 'The database is not responding.',
  storage: 'File storage is not responding.',
  redis: 'Redis is not responding.',
  queue: 'The job queue (Redis) is not responding.',
};

const FULL_MESSAGE = 'File storage is out of space.';

async function probe(check: () => Promise<unknown>): Promise<Status> {
  try {
    await check();
    return 'up';
  } catch {
    return 'down';
  }
}

async function probeStorage(check: () => Promise<'up' | 'full'>): Promise<StorageStatus> {
  try {
    return await check();
  } catch {
    return 'down';
  }
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: DatabaseLock,
    private readonly storage: StorageService,
    // Null when REDIS_URL is unset.
    @Inject(RedisConnection) private readonly redis: RedisConnection | null,
    private readonly jobs: Jobs,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Liveness and readiness probe: answers 200 when the database, file storage, Redis and the job queue (if configured) respond',
  })
  @ApiOkResponse({
    schema: { example: { status: 'ok', database: 'up', storage: 'up', redis: 'unused', queue: 'unused' } },
  })
  @ApiServiceUnavailableResponse({
    description:
      'The database, file storage, Redis or the job queue does not respond; `database`, `storage`, `redis` and ' +
      '`queue` say which (`redis` and `queue` are `unused` when REDIS_URL is not set); or file storage is out of ' +
      'space (`storage: full`: uploads answer 507)',
    schema: {
      example: {
        statusCode: 503,
        message: 'File storage is not responding.',
        error: 'Service Unavailable',
        database: 'up',
        storage: 'down',
        redis: 'up',
        queue: 'up',
      },
    },
  })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthyReport | UnhealthyReport> {
    const redis = this.redis;
    const [database, storage, redisStatus, queue] = await Promise.all([
      probe(() => this.lock.read(() => this.dataSource.query('SELECT 1'))),
      probeStorage(() => this.storage.check()),
      redis ? probe(() => redis.check()) : ('unused' as const),
      this.jobs.shared ? probe(() => this.jobs.check()) : ('unused' as const),
    ]);
    const dependencies: Dependencies = { database, storage, redis: redisStatus, queue };
    const down = (Object.keys(dependencies) as Array<keyof Dependencies>).filter(
      (name) => dependencies[name] === 'down',
    );
    const full = storage === 'full';
    if (down.length === 0 && !full) return { status: 'ok', ...dependencies };

    const message = [...down.map((name) => DOWN_MESSAGES[name]), ...(full ? [FULL_MESSAGE] : [])].join(' ');
    this.logger.warn(`503 ${message}`);
    response.status(503);
    return { statusCode: 503, message, error: 'Service Unavailable', ...dependencies };
  }
}
