import { Module } from '@nestjs/common';
import { FoldersModule } from '../folders/folders.module.js';
import { SenderControlModule } from '../sender-control/sender-control.module.js';
import { sharedThroughRedis } from '../redis/shared-through-redis.js';
import { DirectController } from './direct.controller.js';
import { DirectRecipients } from './direct-recipients.service.js';
import { DIRECT_RELAY_NAMESPACE } from './direct-relay.js';
import { DirectRelayModule } from './direct-relay.module.js';
import { DirectReports } from './direct-reports.service.js';
import { DirectSenders } from './direct-senders.service.js';
import { DirectSessionQuota } from './direct-session-quota.js';
import { IceServers } from './ice-servers.js';
import { DirectReceipts, InProcessReceipts } from './receipts/direct-receipts.js';
import { RedisReceipts } from './receipts/redis-receipts.js';
import { SenderDirectController } from './sender-direct.controller.js';

/** With REDIS_URL set, a report reaching one instance counts a session answered through another. */
const receipts = sharedThroughRedis(
  DirectReceipts,
  () => new InProcessReceipts(),
  (redis) => new RedisReceipts(redis, DIRECT_RELAY_NAMESPACE),
);

/**
 * Direct transfer (docs/direct-transfer.md): while a share's sender has its page open, a recipient's browser
 * may receive files straight from the sender's device over WebRTC, through a TURN relay when the two cannot
 * reach each other. The API relays the signalling, hands out ICE servers and short-lived TURN credentials,
 * and counts what was received directly; the bytes never pass through it. A share sent directly only has no
 * other road: its sender's polls here are what keep it open (folders/direct-only/).
 */
@Module({
  imports: [DirectRelayModule, FoldersModule, SenderControlModule],
  controllers: [DirectController, SenderDirectController],
  providers: [IceServers, DirectSessionQuota, receipts, DirectRecipients, DirectReports, DirectSenders],
  exports: [DirectSenders, DirectRelayModule],
})
export class DirectModule {}
