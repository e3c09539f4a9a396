import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { unzip } from '../../../test/support/zip.js';
import { streamZip, type ZipEntry } from './zip-stream.js';

const DATE = new Date('2026-01-02T03:04:05Z');

function entriesOf(contents: Buffer[]): ZipEntry[] {
  return contents.map((bytes, index) => ({
    name: `folder/file-${index}.bin`,
    date: DATE,
    size: bytes.length,
    key: `key-${index}`,
  }));
}

/** A response that collects what it is sent, and says whether it was ended or destroyed. */
function collectingResponse() {
  const response = new PassThrough();
  const parts: Buffer[] = [];
  response.on('data', (part: Buffer) => parts.push(part));
  response.on('error', () => undefined);
  return { response, bytes: () => Buffer.concat(parts) };
}

/**
 * Resolves once `count()` has stayed the same for many turns of the event loop: the in-memory streams below
 * have then stalled (nothing here waits on a timer or on the disk).
 */
async function untilSettled(count: () => number): Promise<void> {
  const quietTurns = 50;
  for (let last = -1, quiet = 0; quiet < quietTurns;) {
    await new Promise((resolve) => setImmediate(resolve));
    const now = count();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}

describe(streamZip.name, () => {
  it('streams every entry, small and large, into a STORE archive with their exact bytes', async () => {
    const contents = [
      ...Array.from({ length: 40 }, () => randomBytes(700)),
      randomBytes(3 * 1024 * 1024),
      Buffer.alloc(0),
    ];
    const entries = entriesOf(contents);
    const { response, bytes } = collectingResponse();
    const outcome = await streamZip(
      entries,
      (entry) => Promise.resolve(Readable.from([contents[entries.indexOf(entry)]])),
      response,
    );
    expect(outcome).toEqual({ delivered: true, failure: undefined });
    const unzipped = await unzip(bytes());
    entries.forEach((entry, index) => {
      expect(unzipped.get(entry.name)?.bytes.equals(contents[index])).toBe(true);
      expect(unzipped.get(entry.name)?.compressionMethod).toBe(0);
    });
  });

  it('reads ahead of a client that stopped reading only a bounded number of small entries', async () => {
    const contents = Array.from({ length: 1000 }, () => randomBytes(4096));
    const entries = entriesOf(contents);
    const opened: number[] = [];
    // A response nobody reads: the archive stalls once the stream buffers are full.
    const response = new PassThrough({ highWaterMark: 1024 });
    const zipping = streamZip(
      entries,
      (entry) => {
        opened.push(entries.indexOf(entry));
        return Promise.resolve(Readable.from([contents[entries.indexOf(entry)]]));
      },
      response,
    );
    await untilSettled(() => opened.length);
    expect(opened.length).toBeGreaterThan(1);
    // What fills the stream buffers between the archive and the response (a few 64 KiB buffers hold a few
    // dozen 4 KiB entries), plus the read-ahead: far from the whole folder.
    expect(opened.length).toBeLessThan(150);
    response.resume();
    expect((await zipping).delivered).toBe(true);
    expect(opened).toHaveLength(contents.length);
  });

  it('cuts the response off, never finishing the archive, when an entry read ahead cannot be opened', async () => {
    const contents = Array.from({ length: 30 }, () => randomBytes(100));
    const entries = entriesOf(contents);
    const missing = new Error('No stored object');
    const { response, bytes } = collectingResponse();
    const outcome = await streamZip(
      entries,
      (entry) =>
        entry.key === 'key-7'
          ? Promise.reject(missing)
          : Promise.resolve(Readable.from([contents[entries.indexOf(entry)]])),
      response,
    );
    expect(outcome.delivered).toBe(false);
    expect(outcome.failure).toEqual({ entry: entries[7], error: missing });
    expect(response.destroyed).toBe(true);
    await expect(unzip(bytes())).rejects.toThrow();
  });

  it('cuts the response off when an object delivers fewer bytes than its size', async () => {
    const contents = [randomBytes(100), randomBytes(200 * 1024), randomBytes(100)];
    const entries = entriesOf(contents);
    const { response } = collectingResponse();
    const outcome = await streamZip(
      entries,
      (entry) =>
        Promise.resolve(
          Readable.from([contents[entries.indexOf(entry)].subarray(0, entry.key === 'key-1' ? 1000 : undefined)]),
        ),
      response,
    );
    expect(outcome.delivered).toBe(false);
    expect(outcome.failure?.entry).toBe(entries[1]);
    expect(response.destroyed).toBe(true);
  });
});
