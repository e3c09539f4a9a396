import { describe, expect, it } from '@jest/globals';
import type { StorageService } from '../storage/storage.service.js';
import type { ActiveDownloads } from './active-downloads.js';
import { StoredBytes } from './stored-bytes.js';

/** A store whose deletions take a while, counting how many are in flight at once. */
function slowStore() {
  const counts = { inFlight: 0, most: 0, deleted: [] as string[] };
  const storage = {
    delete: async (key: string) => {
      counts.inFlight++;
      counts.most = Math.max(counts.most, counts.inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      counts.inFlight--;
      if (key.startsWith('bad')) throw new Error('storage away');
      counts.deleted.push(key);
    },
  } as unknown as StorageService;
  return { storage, counts };
}

const noDownloads = {
  isKeyStreaming: () => false,
  isFolderStreamingAnywhere: () => Promise.resolve(false),
} as unknown as ActiveDownloads;

describe('StoredBytes', () => {
  it('deletes the many files of one share a thousand at a time, not all at once', async () => {
    const { storage, counts } = slowStore();
    const keys = Array.from({ length: 2500 }, (_, index) => `key-${index}`);
    expect(await new StoredBytes(storage, noDownloads).remove(keys, 1)).toEqual({ removed: 2500, kept: 0 });
    expect(counts.deleted).toHaveLength(2500);
    expect(counts.most).toBe(1000);
  });

  it('keeps for the next run the keys whose deletion failed, in any turn', async () => {
    const { storage, counts } = slowStore();
    const keys = [...Array.from({ length: 1500 }, (_, index) => `key-${index}`), 'bad-1'];
    const bytes = new StoredBytes(storage, noDownloads);
    expect(await bytes.remove(keys, 1)).toEqual({ removed: 1500, kept: 1 });
    expect(counts.deleted).toHaveLength(1500);
    // Tried again by removePending, failing again.
    expect(await bytes.removePending()).toBe(0);
  });
});
