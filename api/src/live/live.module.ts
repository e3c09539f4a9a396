import { Module } from '@nestjs/common';
import { CodeExchangeModule } from '../code-exchange/code-exchange.module.js';
import { DirectModule } from '../direct/direct.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { LiveController } from './live.controller.js';
import { LiveSenders } from './live-senders.service.js';
import { LiveWatches } from './live-watches.service.js';
import { LivePolls } from './live-polls.service.js';

/**
 * The live side of a sender's page in one connection (docs/live.md): one poll for every share the page hosts,
 * over both relays (the code exchange's and direct transfer's), which stay the owners of their protocols.
 */
@Module({
  imports: [CodeExchangeModule, DirectModule, FoldersModule],
  controllers: [LiveController],
  providers: [LiveSenders, LiveWatches, LivePolls],
})
export class LiveModule {}
