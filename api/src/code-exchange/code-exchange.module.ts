import { Module } from '@nestjs/common';
import { FoldersModule } from '../folders/folders.module.js';
import { sharedThroughRedis } from '../redis/shared-through-redis.js';
import { InProcessRelay } from '../relay/in-process-relay.js';
import { RedisRelay } from '../relay/redis-relay.js';
import { DEFAULT_RELAY_WAITS, RelayWaits } from '../relay/relay-timing.js';
import { CODE_EXCHANGE_RELAY_NAMESPACE, CodeExchangeRelay } from './code-exchange-relay.js';
import { CodeExchangeController } from './code-exchange.controller.js';
import { CodeExchanges } from './code-exchanges.service.js';
import { EXCHANGE_STEPS } from './exchange-messages.js';
import { SenderCodeExchangeController } from './sender-code-exchange.controller.js';

/** With REDIS_URL set, a recipient on one instance meets a sender polling another. */
const relay = sharedThroughRedis(
  CodeExchangeRelay,
  () => new InProcessRelay(EXCHANGE_STEPS),
  (redis) => new RedisRelay(redis, CODE_EXCHANGE_RELAY_NAMESPACE, EXCHANGE_STEPS),
);

/**
 * The relay of the code exchange (docs/encryption.md): how a recipient who typed an end-to-end encrypted
 * share's code gets its key from the sender's open page, through the API, which sees only opaque messages.
 */
@Module({
  imports: [FoldersModule],
  controllers: [CodeExchangeController, SenderCodeExchangeController],
  providers: [relay, { provide: RelayWaits, useValue: DEFAULT_RELAY_WAITS }, CodeExchanges],
})
export class CodeExchangeModule {}
