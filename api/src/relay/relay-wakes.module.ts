import { Module } from '@nestjs/common';
import { RedisConnection } from '../redis/redis-connection.js';
import { InProcessWakes, RedisWakes, RelayWakes } from './relay-wakes.js';

/**
 * The wakes every relay of this process shares (relay-wakes.ts): one subscription to Redis per process with
 * REDIS_URL set, so a recipient's message on one instance wakes the sender's poll waiting on another.
 */
@Module({
  providers: [
    {
      provide: RelayWakes,
      inject: [RedisConnection],
      useFactory: (redis: RedisConnection | null) => (redis ? RedisWakes.open(redis) : new InProcessWakes()),
    },
  ],
  exports: [RelayWakes],
})
export class RelayWakesModule {}
