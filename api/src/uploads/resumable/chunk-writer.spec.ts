import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { Metrics } from '../../metrics/metrics.js';
import { LocalDiskStorage } from '../../storage/local-disk-storage.js';
import { ChunkInterruptedError, ChunkPastTheEndError } from './chunk-errors.js';
import { type ChunkListener, type ChunkTarget, type PlacedFile, writeChunk } from './chunk-writer.js';

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
  let files: PlacedFile[];
  let upload: ChunkTarget<PlacedFile>;

  /** Files of 4, 0, 6 and 3 bytes: "abcd", "", "efghij", "klm" laid end to end. */
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'sharecode-chunks-'));
    storage = new LocalDiskStorage(join(directory, 'files'), join(directory, 'staging'), new Metrics());
    await storage.onModuleInit();
    files = [];
    let start = 0;
    for (const filesize of [4, 0, 6, 3]) {
      files.push({ storageKey: await storage.createPartial(), filesize, start });
      start += filesize;
    }
    upload = { files, length: start };
  });

  /** The files as the server reads them for a chunk at `offset`: from the one it falls in, one at a time. */
  async function* filesFrom(offset: number): AsyncGenerator<PlacedFile> {
    for (const file of files) {
      if (file.start + file.filesize > offset) yield await Promise.resolve(file);
    }
  }

  afterEach(() => rm(directory, { recursive: true, force: true }));

  /** The files' bytes once complete: small ones a chunk carried whole were stored whole, the others completed. */
  async function contents(): Promise<string[]> {
    const result: string[] = [];
    for (const file of files) {
      const storedWhole = await storage.size(file.storageKey).then(
        () => true,
        () => false,
      );
      if (!storedWhole) await storage.completePartial(file.storageKey);
      result.push(await text(await storage.read(file.storageKey)));
    }
    return result;
  }

  it('splits chunks across file boundaries, empty files included', async () => {
    expect(await writeChunk(storage, upload, 0, body('abc'))).toBe(3);
    expect(await writeChunk(storage, upload, 3, body('de', 'fgh'))).toBe(8);
    expect(await writeChunk(storage, upload, 8, body('ijklm'))).toBe(13);
    expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
  });

  it('reads the files only as far as the chunk reaches, from the one its offset falls in', async () => {
    const reached: number[] = [];
    async function* counted(offset: number): AsyncGenerator<PlacedFile> {
      for await (const file of filesFrom(offset)) {
        reached.push(files.indexOf(file));
        yield file;
      }
    }
    expect(await writeChunk(storage, { files: counted(0), length: 13 }, 0, body('abc'))).toBe(3);
    expect(reached).toEqual([0]);
    reached.length = 0;
    expect(await writeChunk(storage, { files: counted(3), length: 13 }, 3, body('defg'))).toBe(7);
    expect(reached).toEqual([0, 1, 2]);
    reached.length = 0;
    expect(await writeChunk(storage, { files: counted(7), length: 13 }, 7, body('hijklm'))).toBe(13);
    expect(reached).toEqual([2, 3]);
    expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
  });

  it('refuses an offset outside the upload', async () => {
    for (const offset of [-1, 1.5, 14]) {
      await expect(writeChunk(storage, upload, offset, body('x'))).rejects.toThrow(RangeError);
    }
  });

  it('keeps what arrived before the body failed and reports that offset', async () => {
    function* cut(): Generator<Buffer> {
      yield Buffer.from('abcdef');
      throw new Error('connection cut');
    }
    const failure = await writeChunk(storage, upload, 0, Readable.from(cut())).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkInterruptedError);
    expect((failure as ChunkInterruptedError).offset).toBe(6);
    // The client resumes at the reported offset.
    expect(await writeChunk(storage, upload, 6, body('ghijklm'))).toBe(13);
    expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
  });

  it('writes again over bytes that were never acknowledged', async () => {
    await writeChunk(storage, upload, 0, body('abcdXX'));
    // The server crashed before recording offset 6: the client resends from the last offset it was told, 4.
    expect(await writeChunk(storage, upload, 4, body('efghijklm'))).toBe(13);
    expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
  });

  it('tells of each file as soon as it is stored whole, with its digest when every byte of it passed here', async () => {
    const stored: Array<[number, number, string | undefined, boolean]> = [];
    let passed = 0;
    const listener: ChunkListener = {
      passed: (bytes) => (passed += bytes),
      stored: (file, offset, how) => stored.push([files.indexOf(file), offset, how.sha256, how.whole]),
    };
    expect(await writeChunk(storage, upload, 0, body('ab'), listener)).toBe(2);
    expect(await writeChunk(storage, upload, 2, body('cdefghijk', 'lm'), listener)).toBe(13);
    expect(passed).toBe(13);
    // "abcd" came over two chunks: appended, no digest here, it is read back. "efghij" and "klm" came whole.
    expect(stored).toEqual([
      [0, 4, undefined, false],
      [2, 10, sha256('efghij'), true],
      [3, 13, sha256('klm'), true],
    ]);
    expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
  });

  it('hashes every byte of a large file whose pieces storage frees as soon as they are written', async () => {
    // Small pieces of memory of their own, as a request's are: more than the digest thread may fall behind by.
    const pieces = Array.from({ length: 2048 }, (_, index) => {
      const piece = Buffer.allocUnsafeSlow(8 * 1024);
      piece.fill(index % 251);
      return piece;
    });
    const expected = createHash('sha256').update(Buffer.concat(pieces)).digest('hex');
    const large = { storageKey: await storage.createPartial(), filesize: 2048 * 8 * 1024, start: 0 };
    let digest: string | undefined;
    const listener: ChunkListener = { passed: () => undefined, stored: (_file, _offset, how) => (digest = how.sha256) };
    await writeChunk(storage, { files: [large], length: large.filesize }, 0, Readable.from(pieces), listener);
    expect(pieces.every((piece) => piece.buffer.detached)).toBe(true);
    expect(digest).toBe(expected);
  });

  describe('a body running past the end of the upload', () => {
    async function refusal(offset: number, chunk: AsyncIterable<Buffer>, listener?: ChunkListener) {
      const failure = await writeChunk(storage, upload, offset, chunk, listener).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ChunkPastTheEndError);
      return (failure as ChunkPastTheEndError).offset;
    }

    it('keeps the files it completed before the last one, not the last one, however its bytes are split', async () => {
      for (const pieces of [['cdefghijklmXYZ'], ['cdefghijklm', 'XYZ'], ['cdefghijkl', 'mX', 'YZ']]) {
        await writeChunk(storage, upload, 0, body('ab'));
        const stored: number[] = [];
        const listener: ChunkListener = {
          passed: () => undefined,
          stored: (file) => stored.push(files.indexOf(file)),
        };
        expect(await refusal(2, body(...pieces), listener)).toBe(10);
        expect(stored).toEqual([0, 2]);
      }
      // The upload goes on from there.
      expect(await writeChunk(storage, upload, 10, body('klm'))).toBe(13);
      expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
    });

    it('leaves a chunk that starts inside the last file where it started', async () => {
      await writeChunk(storage, upload, 0, body('abcdefghijk'));
      expect(await refusal(11, body('lm', 'X'))).toBe(11);
      expect(await writeChunk(storage, upload, 11, body('lm'))).toBe(13);
      expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
    });

    it('refuses any byte once every byte is there', async () => {
      await writeChunk(storage, upload, 0, body('abcdefghijklm'));
      expect(await refusal(13, body('X'))).toBe(13);
      expect(await writeChunk(storage, upload, 13, body())).toBe(13);
      expect(await contents()).toEqual(['abcd', '', 'efghij', 'klm']);
    });

    it('does not take the last file as whole when the body is cut right after it', async () => {
      function* cut(): Generator<Buffer> {
        yield Buffer.from('efghijklm');
        throw new Error('connection cut');
      }
      await writeChunk(storage, upload, 0, body('abcd'));
      const failure = await writeChunk(storage, upload, 4, Readable.from(cut())).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ChunkInterruptedError);
      expect((failure as ChunkInterruptedError).offset).toBe(10);
    });
  });
});
