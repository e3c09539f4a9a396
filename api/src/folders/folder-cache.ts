import { Injectable } from '@nestjs/common';
import type { Folder } from './folder.entity.js';
import type { LinkedFolder } from './folder-links.js';

/**
 * How long a looked-up share is answered from memory. Every change this process makes to a share drops
 * its entry at once; the time limit bounds how stale an entry can be when several API instances share one
 * database and another instance ended the share: every instance must see it ended within a second.
 */
const FOLDER_CACHE_TTL_MS = 500;

interface Entry {
  folder: Folder;
  until: number;
}

/**
 * Recently looked-up folders (with their files), by code and by link key. A popular code (one put on a slide for a
 * classroom) is read by many clients within seconds; this saves the database a query per lookup.
 * Expiry is still checked on every use, so a cached folder answers 410 the moment it expires. Entries
 * are shared between requests and must not be modified. Removing a folder drops its entries, so the
 * cache holds at most two per stored folder.
 */
@Injectable()
export class FolderCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped on every invalidation: a load that started before one must not store what it read. */
  private generation = 0;

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

  private async load(key: string, read: () => Promise<Folder | null>): Promise<Folder | null> {
    const entry = this.entries.get(key);
    if (entry && entry.until > Date.now()) return entry.folder;
    const generation = this.generation;
    const folder = await read();
    if (folder && generation === this.generation) {
      this.entries.set(key, { folder, until: Date.now() + FOLDER_CACHE_TTL_MS });
    } else if (!folder) {
      this.entries.delete(key);
    }
    return folder;
  }
}
