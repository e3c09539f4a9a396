import { describe, expect, it } from '@jest/globals';
import type { StoredBytes } from '../active-downloads/stored-bytes.js';
import { JobPages } from '../jobs/job-pages.js';
import type { StorageService } from '../storage/storage.service.js';
import { FolderBytes } from './folder-bytes.js';
import type { FolderSweepsRepository } from './folder-sweeps.repository.js';

describe('FolderBytes', () => {
  it("deletes the partial objects of a share's arriving files a page at a time, not all at once", async () => {
    let inFlight = 0;
    let most = 0;
    const deleted: string[] = [];
    const storage = {
      deletePartial: async (key: string) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight--;
        deleted.push(key);
      },
    } as unknown as StorageService;
    const bytes = { remove: (keys: readonly string[]) => Promise.resolve({ removed: keys.length, kept: 0 }) };
    const folderBytes = new FolderBytes(
      bytes as unknown as StoredBytes,
      storage,
      {} as FolderSweepsRepository,
      new JobPages(100),
    );
    const files = Array.from({ length: 250 }, (_, index) => ({
      storageKey: `key-${index}`,
      state: 'arriving' as const,
    }));

    expect(await folderBytes.remove(1, files, [])).toEqual({ removed: 250, kept: 0 });
    expect(deleted).toHaveLength(250);
    expect(most).toBe(100);
  });
});
