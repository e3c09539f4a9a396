import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MaintenanceConsumer } from '../jobs/queue-consumers.js';
import { RedisConnection } from '../redis/redis-connection.js';
import { probe, type ProbeStatus } from '../common/probe.js';

type Status = ProbeStatus;

/** What the worker's health says: each dependency under its own name, so a probe or a person sees which failed. */
export interface WorkerHealthReport {
  status: 'ok' | 'unhealthy';
  database: Status;
  redis: Status;
  /** `down` once the worker stopped taking jobs (shutting down, or its run loop ended). */
  worker: Status;
}

/** The worker process's readiness: it can reach the database and Redis, and it is taking jobs. */
@Injectable()
export class WorkerHealth {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    private readonly consumer: MaintenanceConsumer,
  ) {}

  async check(): Promise<WorkerHealthReport> {
    const [database, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.check()),
    ]);
    const worker: Status = this.consumer.isRunning() ? 'up' : 'down';
    const healthy = database === 'up' && redis === 'up' && worker === 'up';
    return { status: healthy ? 'ok' : 'unhealthy', database, redis, worker };
  }
}
