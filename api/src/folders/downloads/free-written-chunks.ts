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
 * Frees each chunk written to `response` as soon as its socket has written it, rather than whenever the garbage
 * collector next runs.
 *
 * Why: a chunk's bytes live outside V8's heap, and V8 collects for them only once about 64 MiB more of such memory
 * has built up since its last collection. Hundreds of downloads at once turn over their chunks far faster than
 * that, so the process would hold tens of megabytes of chunks already sent (the bench's one-instance load row).
 * Transferring the chunk's ArrayBuffer to an empty one detaches it and releases its memory at once.
 *
 * Safe because a write's callback runs only after the socket has handed the bytes to the kernel, and a chunk is
 * freed only when nothing else views its memory and the write succeeded. A writer that ignores callbacks (a
 * compressing middleware) leaves its chunks to the collector.
 */
export function freeWrittenChunks(response: Writable): void {
  const write = response.write.bind(response);
  response.write = function (
    chunk: unknown,
    encodingOrCallback?: BufferEncoding | WriteCallback,
    callback?: WriteCallback,
  ): boolean {
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (!ownsItsMemory(chunk)) return write(chunk, encoding as BufferEncoding, done);
    return write(chunk, encoding as BufferEncoding, (error?: Error | null) => {
      if (!error && !chunk.buffer.detached) chunk.buffer.transfer(0);
      done?.(error);
    });
  } as Writable['write'];
}
