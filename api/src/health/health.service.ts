import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import { Jobs } from '../jobs/jobs.js';
import { RedisConnection } from '../redis/redis-connection.js';
import { StorageService } from '../storage/storage.service.js';
import { probe, type ProbeStatus } from '../common/probe.js';

type Status = ProbeStatus;
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

export type HealthyReport = { status: 'ok' } & Dependencies;
/** The usual error body, plus the state of each dependency. */
export type UnhealthyReport = {
  statusCode: 503;
  code: 'unhealthy';
  message: string;
  error: 'Service Unavailable';
} & Dependencies;

const DOWN_MESSAGES: Record<keyof Dependencies, string> = {
  database: 'The database is not responding.',
  storage: 'File storage is not responding.',
  redis: 'Redis is not responding.',
  queue: 'The job queue (Redis) is not responding.',
};

const FULL_MESSAGE = 'File storage is out of space.';

async function probeStorage(check: () => Promise<'up' | 'full'>): Promise<StorageStatus> {
  try {
    return await check();
  } catch {
    return 'down';
  }
}

/**
 * Whether this instance can serve: the database, file storage, Redis and the job queue (when configured), each
 * asked afresh. Probes that arrive while a round of checks is running share its answer (a load balancer and a
 * monitor asking at once, or many probes under load, cost one round), and no answer is ever older than that round.
 */
@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);
  private running: Promise<HealthyReport | UnhealthyReport> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: DatabaseLock,
    private readonly storage: StorageService,
    // Null when REDIS_URL is unset.
    @Inject(RedisConnection) private readonly redis: RedisConnection | null,
    private readonly jobs: Jobs,
  ) {}

  report(): Promise<HealthyReport | UnhealthyReport> {
    this.running ??= this.checkAll().finally(() => (this.running = undefined));
    return this.running;
  }

  private async checkAll(): Promise<HealthyReport | UnhealthyReport> {
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
    return { statusCode: 503, code: 'unhealthy', message, error: 'Service Unavailable', ...dependencies };
  }
}
