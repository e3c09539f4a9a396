import { ManualClock } from '../../test/support/manual-clock.js';
import type { Folder } from './folder.entity.js';
import { FOLDER_CACHE_MAX_ENTRIES, FOLDER_CACHE_MAX_FILES, FolderCache } from './folder-cache.js';
import type { FolderFile } from './folder-file.entity.js';

const folder = (code: string, files = 1) =>
  ({ code, linkKey: `key-${code}`, files: Array.from({ length: files }, () => ({}) as FolderFile) }) as Folder;

/** A cache on a clock the test moves; each test destroys it (it sweeps on an interval). */
const caches: FolderCache[] = [];
let clock: ManualClock;
function newCache(): FolderCache {
  const cache = new FolderCache(clock);
  caches.push(cache);
  return cache;
}
beforeEach(() => (clock = new ManualClock()));
afterEach(() => caches.splice(0).forEach((cache) => cache.onModuleDestroy()));

describe(FolderCache.name, () => {
  it('answers repeated lookups from memory', async () => {
    const cache = newCache();
    let reads = 0;
    const read = () => (reads++, Promise.resolve(folder('1234')));
    await cache.loadByCode('1234', read);
    await cache.loadByCode('1234', read);
    expect(reads).toBe(1);
  });

  it('reads again after an invalidation', async () => {
    const cache = newCache();
    let reads = 0;
    const read = () => (reads++, Promise.resolve(folder('1234')));
    await cache.loadByCode('1234', read);
    cache.invalidate(folder('1234'));
    await cache.loadByCode('1234', read);
    expect(reads).toBe(2);
  });

  it('does not keep what a lookup read before an invalidation that happened meanwhile', async () => {
    const cache = newCache();
    let release!: () => void;
    const slow = cache.loadByCode(
      '1234',
      () => new Promise<Folder>((resolve) => (release = () => resolve(folder('1234')))),
    );
    cache.invalidate(folder('1234'));
    release();
    await slow;
    let reads = 0;
    await cache.loadByCode('1234', () => (reads++, Promise.resolve(folder('1234'))));
    expect(reads).toBe(1);
  });

  it('does not remember unknown codes', async () => {
    const cache = newCache();
    let reads = 0;
    const read = () => (reads++, Promise.resolve(null));
    await cache.loadByCode('0000', read);
    await cache.loadByCode('0000', read);
    expect(reads).toBe(2);
  });

  it('drops both the code and the link entry of an invalidated share', async () => {
    const cache = newCache();
    let reads = 0;
    const read = () => (reads++, Promise.resolve(folder('1234')));
    await cache.loadByCode('1234', read);
    await cache.loadByLinkKey('key-1234', read);
    cache.invalidate(folder('1234'));
    await cache.loadByCode('1234', read);
    await cache.loadByLinkKey('key-1234', read);
    expect(reads).toBe(4);
  });

  describe('a change another instance made (it reaches the database, not this memory)', () => {
    it('is answered within a second of the lookup it cached, by code and by link', async () => {
      const cache = newCache();
      const live = folder('1234');
      const ended = folder('1234');
      let stored = live;
      const read = () => Promise.resolve(stored);
      expect(await cache.loadByCode('1234', read)).toBe(live);
      expect(await cache.loadByLinkKey('key-1234', read)).toBe(live);

      stored = ended;
      clock.advance(1_000);
      expect(await cache.loadByCode('1234', read)).toBe(ended);
      expect(await cache.loadByLinkKey('key-1234', read)).toBe(ended);
    });

    it("counts an entry's second from when its read began, however slow the read", async () => {
      const cache = newCache();
      let stored = folder('1234');
      const slowRead = () => {
        clock.advance(1_000);
        return Promise.resolve(stored);
      };
      await cache.loadByCode('1234', slowRead);
      stored = folder('1234');
      let reads = 0;
      await cache.loadByCode('1234', () => (reads++, Promise.resolve(stored)));
      expect(reads).toBe(1);
    });

    it('is answered within a second when the share was deleted (ended from My shares): unknown', async () => {
      const cache = newCache();
      let stored: Folder | null = folder('1234');
      const read = () => Promise.resolve(stored);
      await cache.loadByCode('1234', read);
      await cache.loadByLinkKey('key-1234', read);

      stored = null;
      clock.advance(1_000);
      expect(await cache.loadByCode('1234', read)).toBeNull();
      expect(await cache.loadByLinkKey('key-1234', read)).toBeNull();
    });
  });

  describe('its size, however many shares come and go', () => {
    const keep = (cache: FolderCache, code: string, files = 1) =>
      cache.loadByCode(code, () => Promise.resolve(folder(code, files)));

    it('keeps at most FOLDER_CACHE_MAX_ENTRIES entries, the least recently used dropped first', async () => {
      const cache = newCache();
      for (let index = 0; index < FOLDER_CACHE_MAX_ENTRIES + 500; index++) await keep(cache, `c${index}`);
      expect(cache.size().entries).toBe(FOLDER_CACHE_MAX_ENTRIES);
      let reads = 0;
      await cache.loadByCode('c0', () => (reads++, Promise.resolve(folder('c0'))));
      expect(reads).toBe(1);
    });

    it('keeps entries listing at most FOLDER_CACHE_MAX_FILES files together', async () => {
      const cache = newCache();
      const files = FOLDER_CACHE_MAX_FILES / 4;
      for (let index = 0; index < 10; index++) await keep(cache, `big${index}`, files);
      expect(cache.size().files).toBeLessThanOrEqual(FOLDER_CACHE_MAX_FILES);
      expect(cache.size().entries).toBe(4);
    });

    it('drops every expired entry when it sweeps, even those never looked up again', async () => {
      const cache = newCache();
      for (let index = 0; index < 50; index++) await keep(cache, `s${index}`, 3);
      expect(cache.size()).toEqual({ entries: 50, files: 150 });
      clock.advance(1_000);
      cache.sweep();
      expect(cache.size()).toEqual({ entries: 0, files: 0 });
    });
  });
});
