import type { Folder } from './folder.entity.js';
import { FolderCache } from './folder-cache.js';

const folder = (code: string) => ({ code, linkKey: `key-${code}` }) as Folder;

describe(FolderCache.name, () => {
  it('answers repeated lookups from memory', async () => {
    const cache = new FolderCache();
    let reads = 0;
    const read = () => (reads++, Promise.resolve(folder('1234')));
    await cache.loadByCode('1234', read);
    await cache.loadByCode('1234', read);
    expect(reads).toBe(1);
  });

  it('reads again after an invalidation', async () => {
    const cache = new FolderCache();
    let reads = 0;
    const read = () => (reads++, Promise.resolve(folder('1234')));
    await cache.loadByCode('1234', read);
    cache.invalidate(folder('1234'));
    await cache.loadByCode('1234', read);
    expect(reads).toBe(2);
  });

  it('does not keep what a lookup read before an invalidation that happened meanwhile', async () => {
    const cache = new FolderCache();
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
    const cache = new FolderCache();
    let reads = 0;
    const read = () => (reads++, Promise.resolve(null));
    await cache.loadByCode('0000', read);
    await cache.loadByCode('0000', read);
    expect(reads).toBe(2);
  });

  it('drops both the code and the link entry of an invalidated share', async () => {
    const cache = new FolderCache();
    let reads = 0;
    const read = () => (reads++, Promise.resolve(folder('1234')));
    await cache.loadByCode('1234', read);
    await cache.loadByLinkKey('key-1234', read);
    cache.invalidate(folder('1234'));
    await cache.loadByCode('1234', read);
    await cache.loadByLinkKey('key-1234', read);
    expect(reads).toBe(4);
  });
});
