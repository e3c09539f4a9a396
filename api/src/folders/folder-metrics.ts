import { Injectable } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.js';
import { FolderCache } from './folder-cache.js';
import { FoldersService } from './folders.service.js';

/** Keeps sharecode_live_shares current: the folders that can be opened, counted (an indexed query) at each scrape. */
@Injectable()
export class LiveFoldersMetric {
  constructor(metrics: Metrics, folders: FoldersService) {
    metrics.onScrape(async () => metrics.liveShares.set(await folders.countLive()));
  }
}

/** Keeps sharecode_share_cache_entries and _files current: what FolderCache holds, read at each scrape. */
@Injectable()
export class FolderCacheMetric {
  constructor(metrics: Metrics, cache: FolderCache) {
    metrics.onScrape(() => {
      const { entries, files } = cache.size();
      metrics.shareCacheEntries.set(entries);
      metrics.shareCacheFiles.set(files);
      return Promise.resolve();
    });
  }
}
