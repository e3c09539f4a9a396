import { Readable } from 'node:stream';
import { MIN_READ_CHUNK_BYTES, OpenReads, READ_BUFFER_BUDGET_BYTES, readChunkBytes } from './read-chunks.js';
import { READ_CHUNK_BYTES } from './storage.service.js';

describe(readChunkBytes.name, () => {
  it('gives full chunks while the budget holds them, then shares it out, never below 64 KiB', () => {
    const fullReads = READ_BUFFER_BUDGET_BYTES / (2 * READ_CHUNK_BYTES);
    expect(readChunkBytes(0)).toBe(READ_CHUNK_BYTES);
    expect(readChunkBytes(fullReads - 1)).toBe(READ_CHUNK_BYTES);
    expect(readChunkBytes(fullReads)).toBeLessThan(READ_CHUNK_BYTES);
    expect(readChunkBytes(fullReads) % MIN_READ_CHUNK_BYTES).toBe(0);
    expect(readChunkBytes(200)).toBe(MIN_READ_CHUNK_BYTES);
    expect(readChunkBytes(100_000)).toBe(MIN_READ_CHUNK_BYTES);
  });

  it('holds less than half the buffers of full chunks for 200 reads open at once', () => {
    let held = 0;
    for (let open = 0; open < 200; open++) held += 2 * readChunkBytes(open);
    expect(held).toBeLessThan((200 * 2 * READ_CHUNK_BYTES) / 2);
  });
});

describe(OpenReads.name, () => {
  it('counts a stream until it closes, however it ends', async () => {
    const reads = new OpenReads();
    const ended = Readable.from(['a']);
    const failed = new Readable({ read() {} }).on('error', () => {});
    reads.track(ended);
    reads.track(failed);
    expect(reads.count).toBe(2);
    const closed = [ended, failed].map((stream) => new Promise((resolve) => stream.once('close', resolve)));
    await ended.toArray();
    failed.destroy(new Error('disk gone'));
    await Promise.all(closed);
    expect(reads.count).toBe(0);
  });
});
