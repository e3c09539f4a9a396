import { Injectable } from '@nestjs/common';
import type { Folder } from './folder.entity.js';

/**
 * How long a looked-up share is answered from memory. Every change this process makes to a share drops
 * its entry at once; the time limit only bounds how stale an entry can be when several API processes
 * share one PostgreSQL database and another process changed the share.
 */
export const SHARE_CACHE_TTL_MS = 2_000;

interface Entry {
  folder: Folder;
  until: number;
}

/**
 * Recently looked-up shares (with their files), by code. A popular code (one put on a slide for a
 * classroom) is read by many clients within seconds; this saves the database a query per lookup.
 * Expiry is still checked on every use, so a cached share answers 410 the moment it expires. Entries
 * are shared between requests and must not be modified. At most CODE_SPACE codes exist, which bounds it.
 */
@Injectable()
export class ShareCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped on every invalidation: a load that started before one must not store what it read. */
  private generation = 0;

  async load(code: string, read: () => Promise<Folder | null>): Promise<Folder | null> {
    const entry = this.entries.get(code);
    if (entry && entry.until > Date.now()) return entry.folder;
    const generation = this.generation;
    const folder = await read();
    if (folder && generation === this.generation) {
      this.entries.set(code, { folder, until: Date.now() + SHARE_CACHE_TTL_MS });
    } else if (!folder) {
      this.entries.delete(code);
    }
    return folder;
  }

  invalidate(code: string): void {
    this.generation++;
    this.entries.delete(code);
  }
}
