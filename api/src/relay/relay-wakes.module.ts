import { Module } from '@nestjs/common';
import { RedisConnection } from '../redis/redis-connection.js';
import { InProcessPresenceBook, PresenceBook, RedisPresenceBook } from './presence-book.js';
import { InProcessWakes, RedisWakes, RelayWakes } from './relay-wakes.js';

/**
 * What every relay of this process shares: the wakes (relay-wakes.ts: one subscription to Redis per process with
 * REDIS_URL set, so a recipient's message on one instance wakes the sender's poll waiting on another) and the
 * presence book (presence-book.ts: one set for every protocol's senders).
 */
@Module({
  providers: [
    {
      provide: RelayWakes,
      inject: [RedisConnection],
      useFactory: (redis: RedisConnection | null) => (redis ? RedisWakes.open(redis) : new InProcessWakes()),
    },
    {
      provide: PresenceBook,
      inject: [RedisConnection],
      useFactory: (redis: RedisConnection | null) =>
        redis ? new RedisPresenceBook(redis) : new InProcessPresenceBook(),
    },
  ],
  exports: [RelayWakes, PresenceBook],
})
export class RelayWakesModule {}
