import { Module } from '@nestjs/common';
import { FoldersModule } from '../folders/folders.module.js';
import { DirectController } from './direct.controller.js';
import { DirectRecipients } from './direct-recipients.service.js';
import { DirectRelayModule } from './direct-relay.module.js';
import { DirectSenders } from './direct-senders.service.js';
import { IceServers } from './ice-servers.js';
import { SenderDirectController } from './sender-direct.controller.js';

/**
 * Direct transfer (docs/direct-transfer.md): while a share's sender has its page open, a recipient's browser
 * may receive files straight from the sender's device over WebRTC, through a TURN relay when the two cannot
 * reach each other. The API relays the signalling, hands out ICE servers and short-lived TURN credentials,
 * and counts what was received directly; the bytes never pass through it. A share sent directly only has no
 * other road: its sender's polls here are what keep it open (folders/direct-only/).
 */
@Module({
  imports: [DirectRelayModule, FoldersModule],
  controllers: [DirectController, SenderDirectController],
  providers: [IceServers, DirectRecipients, DirectSenders],
})
export class DirectModule {}
