import { Inject, Injectable, Optional } from '@nestjs/common';
import { RedisConnection } from '../redis/redis-connection.js';
import { Metrics } from './metrics.js';

/** Counts failed Redis commands in redis_errors_total (nothing to count without REDIS_URL). */
@Injectable()
export class RedisMetrics {
  // The token named outright: a type that may be null is not recorded as the class in every compiler's metadata.
  constructor(metrics: Metrics, @Optional() @Inject(RedisConnection) redis: RedisConnection | null) {
    redis?.onCommandFailure(() => metrics.redisErrors.inc());
  }
}
