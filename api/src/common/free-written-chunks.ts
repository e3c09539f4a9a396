import type { Writable } from 'node:stream';

type WriteCallback = (error?: Error | null) => void;

/**
 * Whether `chunk` is the only view of its memory: a whole ArrayBuffer of its own, as a file read's chunk is. A
 * slice of a shared buffer (Node's small-buffer pool, a socket's read buffer) may still be read elsewhere.
 */
function ownsItsMemory(chunk: unknown): chunk is Uint8Array<ArrayBuffer> {
  return (
    chunk instanceof Uint8Array &&
    chunk.byteOffset === 0 &&
    chunk.byteLength > 0 &&
    chunk.byteLength === chunk.buffer.byteLength &&
    chunk.buffer instanceof ArrayBuffer &&
    !chunk.buffer.detached
  );
}

/**
 * Frees each chunk written to `destination` (a response, a file) as soon as it has been written, rather than
 * whenever the garbage collector next runs.
 *
 * Why: a chunk's bytes live outside V8's heap, and V8 collects for them only once about 64 MiB more of such memory
 * has built up since its last collection. A transfer turns its chunks over far faster than that: hundreds of
 * downloads at once (the bench's one-instance load row), or one upload of a large file, whose every chunk the
 * request parser copied out of the socket. The process would hold tens of megabytes of chunks already written.
 * Transferring the chunk's ArrayBuffer to an empty one detaches it and releases its memory at once.
 *
 * Safe only where the chunks are the writer's to give away: a write's callback runs only after the bytes are out
 * (handed to the kernel), and a chunk is freed only when nothing else views its memory and the write succeeded.
 * A writer that ignores callbacks (a compressing middleware) leaves its chunks to the collector.
 */
export function freeWrittenChunks(destination: Writable): void {
  // A stream.Writable is fed by its pipe source through `_write` directly (Node's fast path skips `write`), so the
  // hook sits there; an HTTP response is no stream.Writable, and its pipe source calls its `write`.
  if ('_writableState' in destination && destination._writableState) freeAfterUnderlyingWrites(destination);
  else freeAfterWrites(destination);
}

/**
 * Releases `chunk`'s memory now when it is the only view of it (see freeWrittenChunks); a slice of shared memory
 * is left to the collector. For a caller whose chunks are written and read by nothing else.
 */
export function freeChunk(chunk: unknown): void {
  if (ownsItsMemory(chunk)) chunk.buffer.transfer(0);
}

/** `done`, freeing `chunk` first once the write that took it is done and succeeded. */
function freeing(chunk: unknown, done: WriteCallback | undefined): WriteCallback {
  return (error?: Error | null) => {
    if (!error) freeChunk(chunk);
    done?.(error);
  };
}

function freeAfterWrites(destination: Writable): void {
  const write = destination.write.bind(destination);
  destination.write = function (
    chunk: unknown,
    encodingOrCallback?: BufferEncoding | WriteCallback,
    callback?: WriteCallback,
  ): boolean {
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    return write(chunk, encoding as BufferEncoding, freeing(chunk, done));
  } as Writable['write'];
}

type Pending = { chunk: unknown; encoding: BufferEncoding };

function freeAfterUnderlyingWrites(destination: Writable): void {
  const write = destination._write.bind(destination);
  destination._write = (chunk: unknown, encoding: BufferEncoding, done: WriteCallback) =>
    write(chunk, encoding, freeing(chunk, done));
  const writev = destination._writev?.bind(destination);
  if (!writev) return;
  destination._writev = (chunks: Pending[], done: WriteCallback) =>
    writev(chunks, (error?: Error | null) => {
      if (!error) for (const { chunk } of chunks) freeChunk(chunk);
      done(error);
    });
}
