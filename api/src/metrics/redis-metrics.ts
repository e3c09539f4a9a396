import { Injectable, Optional } from '@nestjs/common';
import { RedisConnection } from '../redis/redis-connection.js';
import { Metrics } from './metrics.js';

/** Counts failed Redis commands in redis_errors_total (nothing to count without REDIS_URL). */
@Injectable()
export class RedisMetrics {
  constructor(metrics: Metrics, @Optional() redis: RedisConnection | null) {
    redis?.onCommandFailure(() => metrics.redisErrors.inc());
  }
}
