import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Clock } from '../common/clock.js';
import type { Folder } from './folder.entity.js';
import type { LinkedFolder } from './folder-links.js';

/**
 * How long a looked-up share is answered from memory. Every change this process makes to a share drops
 * its entry at once; the time limit bounds how stale an entry can be when several API instances share one
 * database and another instance ended the share: every instance must see it ended within a second.
 */
const FOLDER_CACHE_TTL_MS = 500;
/** The most entries kept (two per share at most: by code and by link), the least recently used dropped first. */
export const FOLDER_CACHE_MAX_ENTRIES = 2_000;
/** The most files the kept entries may list together: a share of 50 000 files weighs as much as 50 000 small ones. */
export const FOLDER_CACHE_MAX_FILES = 200_000;
/**
 * How often expired entries are dropped. An entry is never answered once expired, but without the sweep it
 * would stay in memory until the same share was looked up again, which a share ended or deleted on another
 * instance (or by the worker's cleanup) never is.
 */
const SWEEP_INTERVAL_MS = 5_000;

/**
 * Recently looked-up folders (with their files), by code and by link key. A popular code (one put on a slide for a
 * classroom) is read by many clients within seconds; this saves the database a query per lookup.
 * Expiry is still checked on every use, so a cached folder answers 410 the moment it expires. Entries
 * are shared between requests and must not be modified. Bounded in entries and in files listed, and swept of
 * expired entries, so an instance holds only what it served in the last seconds, however many shares come and go.
 */
@Injectable()
export class FolderCache implements OnModuleDestroy {
  private readonly entries: LRUCache<string, Folder>;
  private readonly sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS).unref();
  /** Bumped on every invalidation: a load that started before one must not store what it read. */
  private generation = 0;

  constructor(private readonly clock: Clock) {
    this.entries = new LRUCache<string, Folder>({
      max: FOLDER_CACHE_MAX_ENTRIES,
      maxSize: FOLDER_CACHE_MAX_FILES,
      sizeCalculation: (folder) => Math.max(1, folder.files?.length ?? 0),
      ttl: FOLDER_CACHE_TTL_MS,
      perf: { now: () => clock.now().getTime() },
    });
  }

  loadByCode(code: string, read: () => Promise<Folder | null>): Promise<Folder | null> {
    return this.load(`code:${code}`, read);
  }

  loadByLinkKey(linkKey: string, read: () => Promise<Folder | null>): Promise<Folder | null> {
    return this.load(`link:${linkKey}`, read);
  }

  invalidate(folder: LinkedFolder): void {
    this.generation++;
    this.entries.delete(`code:${folder.code}`);
    this.entries.delete(`link:${folder.linkKey}`);
  }

  /** What the cache holds now, for the metrics: entries, and the files they list. */
  size(): { entries: number; files: number } {
    return { entries: this.entries.size, files: this.entries.calculatedSize };
  }

  /** Drops the expired entries (the interval does it every SWEEP_INTERVAL_MS). */
  sweep(): void {
    this.entries.purgeStale();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private async load(key: string, read: () => Promise<Folder | null>): Promise<Folder | null> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const generation = this.generation;
    // An entry's lifetime starts when its read does: what a slow read returns may already be that old.
    const start = this.clock.now().getTime();
    const folder = await read();
    if (folder && generation === this.generation) this.entries.set(key, folder, { start });
    else if (!folder) this.entries.delete(key);
    return folder;
  }
}
