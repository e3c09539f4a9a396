import { randomBytes } from 'node:crypto';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { freeWrittenChunks } from './free-written-chunks.js';

/** A destination that copies what it is given, as a socket hands bytes to the kernel, then calls back. */
function copyingSink(): { sink: Writable; received: () => Buffer } {
  const copies: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      copies.push(Buffer.from(chunk));
      setImmediate(done);
    },
  });
  return { sink, received: () => Buffer.concat(copies) };
}

/** Whether the chunk's memory was released. */
const freed = (chunk: Buffer): boolean => (chunk.buffer as ArrayBuffer).detached;

/** A chunk with memory of its own, as a file read makes one. */
function ownChunk(bytes: number): Buffer {
  const chunk = Buffer.allocUnsafeSlow(bytes);
  randomBytes(bytes).copy(chunk);
  return chunk;
}

describe(freeWrittenChunks.name, () => {
  it('frees a chunk once it is written, after its bytes went out, and still calls the caller back', async () => {
    const { sink, received } = copyingSink();
    freeWrittenChunks(sink);
    const chunk = ownChunk(64 * 1024);
    const sent = Buffer.from(chunk);
    const calledBack = new Promise<Error | null | undefined>((resolve) => sink.write(chunk, resolve));
    expect(chunk.buffer.byteLength).toBe(64 * 1024);

    expect(await calledBack).toBeFalsy();
    expect(freed(chunk)).toBe(true);
    expect(received().equals(sent)).toBe(true);
  });

  it('leaves a slice of shared memory alone: other views may still read it', async () => {
    const { sink } = copyingSink();
    freeWrittenChunks(sink);
    const shared = ownChunk(64 * 1024);
    const slice = shared.subarray(0, 32 * 1024);
    await new Promise((resolve) => sink.write(slice, resolve));
    expect(freed(shared)).toBe(false);
    // Node's pool for small buffers: many unrelated buffers share one ArrayBuffer.
    const pooled = Buffer.from('a small header');
    await new Promise((resolve) => sink.write(pooled, resolve));
    expect(pooled.toString()).toBe('a small header');
  });

  it('frees the chunks a pipe hands a stream straight through its _write, as Node does from a transform', async () => {
    const { sink, received } = copyingSink();
    freeWrittenChunks(sink);
    const chunks = Array.from({ length: 16 }, () => ownChunk(64 * 1024));
    const sent = Buffer.concat(chunks);
    await pipeline(Readable.from(chunks), new PassThrough(), sink);
    expect(chunks.filter(freed)).toHaveLength(chunks.length);
    expect(received().equals(sent)).toBe(true);
  });

  it('frees the chunks of a batched write (writev) once the batch is written', async () => {
    const copies: Buffer[] = [];
    const sink = new Writable({
      writev(chunks, done) {
        for (const { chunk } of chunks) copies.push(Buffer.from(chunk as Buffer));
        setImmediate(done);
      },
    });
    freeWrittenChunks(sink);
    const chunks = Array.from({ length: 4 }, () => ownChunk(64 * 1024));
    const sent = Buffer.concat(chunks);
    sink.cork();
    const written = chunks.map((chunk) => new Promise((resolve) => sink.write(chunk, resolve)));
    sink.uncork();
    await Promise.all(written);
    expect(chunks.filter(freed)).toHaveLength(chunks.length);
    expect(Buffer.concat(copies).equals(sent)).toBe(true);
  });

  it('keeps a chunk whose write failed', async () => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done(new Error('socket gone')) });
    sink.on('error', () => undefined);
    freeWrittenChunks(sink);
    const chunk = ownChunk(64 * 1024);
    const error = await new Promise((resolve) => sink.write(chunk, resolve));
    expect(error).toBeInstanceOf(Error);
    expect(freed(chunk)).toBe(false);
  });

  describe('on an HTTP response', () => {
    let server: Server;
    const chunks: Buffer[] = [];
    const file = randomBytes(4 * 1024 * 1024);

    beforeAll(async () => {
      server = createServer((_request, response) => {
        response.writeHead(200, { 'Content-Length': file.length });
        freeWrittenChunks(response);
        // Chunks of memory of their own, as a file's read stream gives them.
        const source = Readable.from(
          (function* () {
            for (let offset = 0; offset < file.length; offset += 256 * 1024) {
              const chunk = ownChunk(256 * 1024);
              file.copy(chunk, 0, offset, offset + 256 * 1024);
              chunks.push(chunk);
              yield chunk;
            }
          })(),
        );
        void pipeline(source, response);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });

    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('delivers every byte, slowly read, and frees each chunk sent', async () => {
      const { port } = server.address() as AddressInfo;
      const body = await new Promise<Buffer>((resolve, reject) => {
        get(`http://127.0.0.1:${port}/`, (answer) => {
          const parts: Buffer[] = [];
          // A slow reader: the server's socket fills and its writes wait.
          answer.on('data', (part: Buffer) => {
            parts.push(part);
            answer.pause();
            setTimeout(() => answer.resume(), 1);
          });
          answer.on('end', () => resolve(Buffer.concat(parts)));
          answer.on('error', reject);
        }).on('error', reject);
      });
      expect(body.equals(file)).toBe(true);
      expect(chunks.length).toBe(16);
      expect(chunks.every(freed)).toBe(true);
    });
  });
});
