import { Module } from '@nestjs/common';
import { CodeExchangeModule } from '../code-exchange/code-exchange.module.js';
import { DirectModule } from '../direct/direct.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { SenderControlModule } from '../sender-control/sender-control.module.js';
import { ArrivalsModule } from '../arrivals/arrivals.module.js';
import { LiveController } from './live.controller.js';
import { LiveSenders } from './live-senders.service.js';
import { LiveWatches } from './live-watches.service.js';
import { LivePolls } from './live-polls.service.js';
import { DEFAULT_WATCH_TIMING, WatchTiming } from './watch-timing.js';

/**
 * Everything live of a page in one connection (docs/live.md): one poll for every share the page hosts, over both
 * relays (the code exchange's and direct transfer's, which stay the owners of their protocols), and for every
 * share it shows, to a recipient (its progress) or to its sender (its state).
 */
@Module({
  imports: [CodeExchangeModule, DirectModule, FoldersModule, ArrivalsModule, SenderControlModule],
  controllers: [LiveController],
  providers: [LiveSenders, LiveWatches, LivePolls, { provide: WatchTiming, useValue: DEFAULT_WATCH_TIMING }],
})
export class LiveModule {}
