import { type DiskSync, sharingDirectoryFlushes } from './disk-sync.js';

/** A DiskSync whose directory flushes end only when the spec says so, counting those started. */
function heldFlushes() {
  const started: Array<{ path: string; end: (error?: Error) => void }> = [];
  const sync: DiskSync = {
    file: () => Promise.resolve(),
    directory: (path) =>
      new Promise((resolve, reject) => {
        started.push({ path, end: (error) => (error ? reject(error) : resolve()) });
      }),
  };
  return { sync, started };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe(sharingDirectoryFlushes.name, () => {
  it('serves every flush asked for while one runs with one more, started once that one ends', async () => {
    const { sync, started } = heldFlushes();
    const shared = sharingDirectoryFlushes(sync);
    const done: string[] = [];
    const first = shared.directory('/files').then(() => done.push('first'));
    // Entries made after the first flush started: it may not cover them, so they wait for the next.
    const second = shared.directory('/files').then(() => done.push('second'));
    const third = shared.directory('/files').then(() => done.push('third'));
    await turn();
    expect(started).toHaveLength(1);

    started[0].end();
    await first;
    await turn();
    expect(done).toEqual(['first']);
    expect(started).toHaveLength(2);

    started[1].end();
    await Promise.all([second, third]);
    expect(done).toEqual(['first', 'second', 'third']);
    expect(started).toHaveLength(2);
  });

  it('keeps directories apart', async () => {
    const { sync, started } = heldFlushes();
    const shared = sharingDirectoryFlushes(sync);
    const flushes = [shared.directory('/files'), shared.directory('/staging')];
    await turn();
    expect(started.map(({ path }) => path)).toEqual(['/files', '/staging']);
    for (const flush of started) flush.end();
    await Promise.all(flushes);
  });

  it('rejects the callers of a failed flush only, and flushes again for those who came after it', async () => {
    const { sync, started } = heldFlushes();
    const shared = sharingDirectoryFlushes(sync);
    const failed = shared.directory('/files');
    const later = shared.directory('/files');
    started[0].end(new Error('EIO'));
    await expect(failed).rejects.toThrow('EIO');
    await turn();
    started[1].end();
    await expect(later).resolves.toBeUndefined();
    // Nothing is left waiting: the next caller starts its own flush.
    const next = shared.directory('/files');
    expect(started).toHaveLength(3);
    started[2].end();
    await next;
  });
});
