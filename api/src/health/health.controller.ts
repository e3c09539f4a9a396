import { Controller, Get, Inject, Logger, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import { RedisConnection } from '../redis/redis-connection.js';
import { StorageService } from '../storage/storage.service.js';

type Status = 'up' | 'down';
/** `unused`: not configured (REDIS_URL unset), so there is nothing to check. */
type OptionalStatus = Status | 'unused';

/** Each dependency's state, under its own name, so a probe or a person sees which one is failing. */
interface Dependencies {
  database: Status;
  storage: Status;
  redis: OptionalStatus;
}

type HealthyReport = { status: 'ok' } & Dependencies;
/** The usual error body, plus the state of each dependency. */
type UnhealthyReport = { statusCode: 503; message: string; error: 'Service Unavailable' } & Dependencies;

const DOWN_MESSAGES: Record<keyof Dependencies, string> = {
  database: 'The database is not responding.',
  storage: 'File storage is not responding.',
  redis: 'Redis is not responding.',
};

async function probe(check: () => Promise<unknown>): Promise<Status> {
  try {
    await check();
    return 'up';
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
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Liveness and readiness probe: answers 200 when the database, file storage and Redis (if configured) respond',
  })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up', storage: 'up', redis: 'unused' } } })
  @ApiServiceUnavailableResponse({
    description:
      'The database, file storage or Redis does not respond; `database`, `storage` and `redis` say which ' +
      '(`redis` is `unused` when REDIS_URL is not set)',
    schema: {
      example: {
        statusCode: 503,
        message: 'File storage is not responding.',
        error: 'Service Unavailable',
        database: 'up',
        storage: 'down',
        redis: 'up',
      },
    },
  })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthyReport | UnhealthyReport> {
    const redis = this.redis;
    const [database, storage, redisStatus] = await Promise.all([
      probe(() => this.lock.read(() => this.dataSource.query('SELECT 1'))),
      probe(() => this.storage.check()),
      redis ? probe(() => redis.check()) : ('unused' as const),
    ]);
    const dependencies: Dependencies = { database, storage, redis: redisStatus };
    const down = (Object.keys(dependencies) as Array<keyof Dependencies>).filter(
      (name) => dependencies[name] === 'down',
    );
    if (down.length === 0) return { status: 'ok', ...dependencies };

    const message = down.map((name) => DOWN_MESSAGES[name]).join(' ');
    this.logger.warn(`503 ${message}`);
    response.status(503);
    return { statusCode: 503, message, error: 'Service Unavailable', ...dependencies };
  }
}
