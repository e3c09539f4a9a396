import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { Metrics } from '../../metrics/metrics.js';
import { LocalDiskStorage } from '../../storage/local-disk-storage.js';
import {
  ChunkInterruptedError,
  type ChunkListener,
  ChunkPastTheEndError,
  type StagedFile,
  writeChunk,
} from './chunk-writer.js';

function sha256(bytes: string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A chunk body that delivers exactly these pieces. */
function body(...pieces: string[]): AsyncIterable<Buffer> {
  return Readable.from(pieces.map((piece) => Buffer.from(piece)));
}

describe(writeChunk.name, () => {
  let directory: string;
  let storage: LocalDiskStorage;
  let files: StagedFile[];

  /** Files of 4, 0, 6 and 3 bytes: "abcd", "", "efghij", "klm" laid end to end. */
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'sharecode-chunks-'));
    storage = new LocalDiskStorage(join(directory, 'files'), join(directory, 'staging'), new Metrics());
    await storage.onModuleInit();
    files = [];
    for (const filesize of [4, 0, 6, 3]) files.push({ storageKey: await storage.createPartial(), filesize });
  });

  afterEach(() => rm(directory, { recursive: true, force: true }));

  async function contents(): Promise<string[]> {
    const result: string[] = [];
    for (const file of files) {
      const { key } = await storage.completePartial(file.storageKey);
      result.push(await text(await storage.read(key)));
    }
    return result;
  }

  it('splits chunks across file boundaries, empty files included', async () => {
    expect(await writeChunk(storage, files, 0, body('abc'))).toBe(3);
    expect(await writeChunk(storage, files, 3, body('de', 'fgh'))).toBe(8);
    expect(await writeChunk(storage, files, 8, body('ijklm'))).toBe(13);
    expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
  });

  it('keeps what arrived before the body failed and reports that offset', async () => {
    function* cut(): Generator<Buffer> {
      yield Buffer.from('abcdef');
      throw new Error('connection cut');
    }
    const failure = await writeChunk(storage, files, 0, Readable.from(cut())).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkInterruptedError);
    expect((failure as ChunkInterruptedError).offset).toBe(6);
    // The client resumes at the reported offset.
    expect(await writeChunk(storage, files, 6, body('ghijklm'))).toBe(13);
    expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
  });

  it('writes again over bytes that were never acknowledged', async () => {
    await writeChunk(storage, files, 0, body('abcdXX'));
    // The server crashed before recording offset 6: the client resends from the last offset it was told, 4.
    expect(await writeChunk(storage, files, 4, body('efghijklm'))).toBe(13);
    expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
  });

  it('tells of each file as soon as it is stored whole, with its digest when every byte of it passed here', async () => {
    const stored: Array<[number, number, string | undefined]> = [];
    let passed = 0;
    const listener: ChunkListener = {
      passed: (bytes) => (passed += bytes),
      stored: (index, offset, digest) => stored.push([index, offset, digest]),
    };
    expect(await writeChunk(storage, files, 0, body('ab'), listener)).toBe(2);
    expect(await writeChunk(storage, files, 2, body('cdefghijk', 'lm'), listener)).toBe(13);
    expect(passed).toBe(13);
    // "abcd" came over two chunks: no digest here, it is read back. "efghij" and "klm" passed whole.
    expect(stored).toEqual([
      [0, 4, undefined],
      [2, 10, sha256('efghij')],
      [3, 13, sha256('klm')],
    ]);
    expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
  });

  describe('a body running past the end of the upload', () => {
    async function refusal(offset: number, chunk: AsyncIterable<Buffer>, listener?: ChunkListener) {
      const failure = await writeChunk(storage, files, offset, chunk, listener).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ChunkPastTheEndError);
      return (failure as ChunkPastTheEndError).offset;
    }

    it('keeps the files it completed before the last one, not the last one, however its bytes are split', async () => {
      for (const pieces of [['cdefghijklmXYZ'], ['cdefghijklm', 'XYZ'], ['cdefghijkl', 'mX', 'YZ']]) {
        await writeChunk(storage, files, 0, body('ab'));
        const stored: number[] = [];
        const listener: ChunkListener = { passed: () => undefined, stored: (index) => stored.push(index) };
        expect(await refusal(2, body(...pieces), listener)).toBe(10);
        expect(stored).toEqual([0, 2]);
      }
      // The upload goes on from there.
      expect(await writeChunk(storage, files, 10, body('klm'))).toBe(13);
      expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
    });

    it('leaves a chunk that starts inside the last file where it started', async () => {
      await writeChunk(storage, files, 0, body('abcdefghijk'));
      expect(await refusal(11, body('lm', 'X'))).toBe(11);
      expect(await writeChunk(storage, files, 11, body('lm'))).toBe(13);
      expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
    });

    it('refuses any byte once every byte is there', async () => {
      await writeChunk(storage, files, 0, body('abcdefghijklm'));
      expect(await refusal(13, body('X'))).toBe(13);
      expect(await writeChunk(storage, files, 13, body())).toBe(13);
      expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
    });

    it('does not take the last file as whole when the body is cut right after it', async () => {
      function* cut(): Generator<Buffer> {
        yield Buffer.from('efghijklm');
        throw new Error('connection cut');
      }
      await writeChunk(storage, files, 0, body('abcd'));
      const failure = await writeChunk(storage, files, 4, Readable.from(cut())).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ChunkInterruptedError);
      expect((failure as ChunkInterruptedError).offset).toBe(10);
    });
  });
});
