import { type FactoryProvider, Module } from '@nestjs/common';
import { FoldersModule } from '../folders/folders.module.js';
import { SenderControlModule } from '../sender-control/sender-control.module.js';
import { RedisConnection } from '../redis/redis-connection.js';
import { InProcessRelay } from '../relay/in-process-relay.js';
import { RedisRelay } from '../relay/redis-relay.js';
import { PresenceBook } from '../relay/presence-book.js';
import { RelayWakes } from '../relay/relay-wakes.js';
import { RelayWakesModule } from '../relay/relay-wakes.module.js';
import { DEFAULT_RELAY_WAITS, RelayWaits } from '../relay/relay-timing.js';
import { CODE_EXCHANGE_RELAY_NAMESPACE, CodeExchangeRelay } from './code-exchange-relay.js';
import { CodeExchangeController } from './code-exchange.controller.js';
import { CodeExchanges } from './code-exchanges.service.js';
import { EXCHANGE_STEPS } from './exchange-messages.js';
import { SenderCodeExchangeController } from './sender-code-exchange.controller.js';

/** With REDIS_URL set, a recipient on one instance meets a sender polling another. */
const relay: FactoryProvider<CodeExchangeRelay> = {
  provide: CodeExchangeRelay,
  inject: [RedisConnection, RelayWakes, PresenceBook],
  useFactory: (redis: RedisConnection | null, wakes: RelayWakes, presences: PresenceBook) =>
    redis
      ? new RedisRelay(redis, wakes, presences, CODE_EXCHANGE_RELAY_NAMESPACE, EXCHANGE_STEPS)
      : new InProcessRelay(EXCHANGE_STEPS, Date.now, undefined, wakes, presences, CODE_EXCHANGE_RELAY_NAMESPACE),
};

/**
 * The relay of the code exchange (docs/encryption.md): how a recipient who typed an end-to-end encrypted
 * share's code gets its key from the sender's open page, through the API, which sees only opaque messages.
 */
@Module({
  imports: [FoldersModule, SenderControlModule, RelayWakesModule],
  controllers: [CodeExchangeController, SenderCodeExchangeController],
  providers: [relay, { provide: RelayWaits, useValue: DEFAULT_RELAY_WAITS }, CodeExchanges],
  exports: [CodeExchanges, CodeExchangeRelay, RelayWaits],
})
export class CodeExchangeModule {}
