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
import {
  CODE_EXCHANGE_RELAY_NAMESPACE,
  CodeExchangeRelay,
  REQUEST_EXCHANGE_RELAY_NAMESPACE,
  RequestExchangeRelay,
} from './code-exchange-relay.js';
import { CodeExchangeController } from './code-exchange.controller.js';
import { CodeExchanges } from './code-exchanges.service.js';
import { EXCHANGE_STEPS } from './exchange-messages.js';
import { RequestHosting, RequestHostingSlot } from './request-hosting.js';
import { RequesterCodeExchangeController } from './requester-code-exchange.controller.js';
import { RequesterCredentials } from './requester-credentials.js';
import { SenderCodeExchangeController } from './sender-code-exchange.controller.js';

/** With REDIS_URL set, a recipient on one instance meets a sender polling another. */
function relayIn(namespace: string, token: typeof CodeExchangeRelay | typeof RequestExchangeRelay): FactoryProvider {
  return {
    provide: token,
    inject: [RedisConnection, RelayWakes, PresenceBook],
    useFactory: (redis: RedisConnection | null, wakes: RelayWakes, presences: PresenceBook) =>
      redis
        ? new RedisRelay(redis, wakes, presences, namespace, EXCHANGE_STEPS)
        : new InProcessRelay(EXCHANGE_STEPS, Date.now, undefined, wakes, presences, namespace),
  };
}

/**
 * The relay of the code exchange (docs/encryption.md): how a recipient who typed an end-to-end encrypted
 * share's code gets its key from the sender's open page, and an uploader who typed a file request's code gets
 * its key from the requester's open page, through the API, which sees only opaque messages. Which codes are
 * requests', and whose requester key is right, RequestHosting says: the file-requests module puts its own in the
 * RequestHostingSlot at start-up.
 */
@Module({
  imports: [FoldersModule, SenderControlModule, RelayWakesModule],
  controllers: [CodeExchangeController, SenderCodeExchangeController, RequesterCodeExchangeController],
  providers: [
    relayIn(CODE_EXCHANGE_RELAY_NAMESPACE, CodeExchangeRelay),
    relayIn(REQUEST_EXCHANGE_RELAY_NAMESPACE, RequestExchangeRelay),
    { provide: RelayWaits, useValue: DEFAULT_RELAY_WAITS },
    RequestHostingSlot,
    { provide: RequestHosting, useExisting: RequestHostingSlot },
    RequesterCredentials,
    CodeExchanges,
  ],
  exports: [
    CodeExchanges,
    CodeExchangeRelay,
    RequestExchangeRelay,
    RequesterCredentials,
    RelayWaits,
    RequestHostingSlot,
  ],
})
export class CodeExchangeModule {}
