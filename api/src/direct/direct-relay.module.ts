import { type FactoryProvider, Global, Module } from '@nestjs/common';
import { SenderPresence } from '../folders/direct-only/sender-presence.js';
import { RedisConnection } from '../redis/redis-connection.js';
import { InProcessRelay } from '../relay/in-process-relay.js';
import { RedisRelay } from '../relay/redis-relay.js';
import { PresenceBook } from '../relay/presence-book.js';
import { RelayWakes } from '../relay/relay-wakes.js';
import { RelayWakesModule } from '../relay/relay-wakes.module.js';
import {
  DEFAULT_DIRECT_WAITS,
  DIRECT_RELAY_NAMESPACE,
  DIRECT_STEPS,
  DirectRelay,
  DirectWaits,
} from './direct-relay.js';

/** With REDIS_URL set, a recipient on one instance meets a sender polling another. */
const relay: FactoryProvider<DirectRelay> = {
  provide: DirectRelay,
  inject: [RedisConnection, RelayWakes, PresenceBook, DirectWaits],
  useFactory: (
    redis: RedisConnection | null,
    wakes: RelayWakes,
    presences: PresenceBook,
    { sessionTtlMs }: DirectWaits,
  ) =>
    redis
      ? new RedisRelay(redis, wakes, presences, DIRECT_RELAY_NAMESPACE, DIRECT_STEPS, sessionTtlMs)
      : new InProcessRelay(DIRECT_STEPS, Date.now, sessionTtlMs, wakes, presences, DIRECT_RELAY_NAMESPACE),
};

/**
 * Direct transfer's signalling relay and its waits, on their own: the relay is also where a share's lookups learn
 * whether its sender's page is there (a share sent directly only says so). Global, as the SenderPresence the
 * folders module asks that of: folders cannot import direct transfer, whose routes import the folders module.
 */
@Global()
@Module({
  imports: [RelayWakesModule],
  providers: [
    relay,
    { provide: DirectWaits, useValue: DEFAULT_DIRECT_WAITS },
    { provide: SenderPresence, useExisting: DirectRelay },
  ],
  exports: [DirectRelay, DirectWaits, SenderPresence],
})
export class DirectRelayModule {}
