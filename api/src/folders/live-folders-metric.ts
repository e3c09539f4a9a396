import { Injectable } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.js';
import { FoldersService } from './folders.service.js';

/** Keeps sharecode_live_shares current: the folders that can be opened, counted (an indexed query) at each scrape. */
@Injectable()
export class LiveFoldersMetric {
  constructor(metrics: Metrics, folders: FoldersService) {
    metrics.onScrape(async () => metrics.liveShares.set(await folders.countLive()));
  }
}
