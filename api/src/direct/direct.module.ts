import { Module } from '@nestjs/common';
import { FoldersModule } from '../folders/folders.module.js';
import { sharedThroughRedis } from '../redis/shared-through-redis.js';
import { InProcessRelay } from '../relay/in-process-relay.js';
import { RedisRelay } from '../relay/redis-relay.js';
import { DirectController } from './direct.controller.js';
import { DirectRecipients } from './direct-recipients.service.js';
import {
  DEFAULT_DIRECT_WAITS,
  DIRECT_RELAY_NAMESPACE,
  DIRECT_STEPS,
  DirectRelay,
  DirectWaits,
} from './direct-relay.js';
import { DirectSenders } from './direct-senders.service.js';
import { IceServers } from './ice-servers.js';
import { SenderDirectController } from './sender-direct.controller.js';

/** With REDIS_URL set, a recipient on one instance meets a sender polling another. */
const relay = sharedThroughRedis(
  DirectRelay,
  () => new InProcessRelay(DIRECT_STEPS),
  (redis) => new RedisRelay(redis, DIRECT_RELAY_NAMESPACE, DIRECT_STEPS),
);

/**
 * Direct transfer (docs/direct-transfer.md): while a share's sender has its page open, a recipient's browser
 * may receive files straight from the sender's device over WebRTC, through a TURN relay when the two cannot
 * reach each other. The API relays the signalling, hands out ICE servers and short-lived TURN credentials,
 * and counts what was received directly; the bytes never pass through it.
 */
@Module({
  imports: [FoldersModule],
  controllers: [DirectController, SenderDirectController],
  providers: [
    relay,
    { provide: DirectWaits, useValue: DEFAULT_DIRECT_WAITS },
    IceServers,
    DirectRecipients,
    DirectSenders,
  ],
})
export class DirectModule {}
