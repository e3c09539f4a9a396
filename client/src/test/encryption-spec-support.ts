/**
 * What the encryption specs need from Node: jsdom has neither web streams nor Blob.arrayBuffer(), which the
 * library uses as browsers provide them.
 */
import { Blob as NodeBlob } from 'node:buffer';
import { createHash } from 'node:crypto';
import * as nodeStreams from 'node:stream/web';

const STREAMS = {
  ReadableStream: nodeStreams.ReadableStream,
  TransformStream: nodeStreams.TransformStream,
  WritableStream: nodeStreams.WritableStream,
};

/** Lends the specs of this file Node's ReadableStream, TransformStream and WritableStream. */
export function installWebStreams(): void {
  const originals = Object.fromEntries(Object.keys(STREAMS).map((name) => [name, Reflect.get(globalThis, name)]));
  beforeAll(() => {
    for (const [name, value] of Object.entries(STREAMS)) {
      Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
    }
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(originals)) {
      Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
    }
  });
}

/** A Blob with arrayBuffer() and slice(), as browsers have it. */
export function blobOf(bytes: Uint8Array<ArrayBuffer>): Blob {
  return new NodeBlob([bytes]);
}

/** Bytes 0, 1, 2… 255, 0… so that any cut, swap or shift shows. */
export function patternBytes(length: number, seed = 0): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length }, (_, index) => (index * 7 + seed) & 0xff);
}

/** Reads a stream to its end, returning the bytes that came out and the error it ended with, if any. */
export async function drain(stream: ReadableStream<Uint8Array>): Promise<{ bytes: Uint8Array; error?: unknown }> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
  } catch (error) {
    return { bytes: joined(chunks), error };
  }
  return { bytes: joined(chunks) };
}

export function joined(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const result = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}

/** A stream that gives `bytes` in chunks of the given sizes (cycled), to exercise record cutting. */
export function chunkedStream(bytes: Uint8Array, sizes: number[]): ReadableStream<Uint8Array> {
  let offset = 0;
  let turn = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      const size = sizes[turn % sizes.length];
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
      turn += 1;
    },
  });
}

export function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function fromHex(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/\s+/g, '');
  return Uint8Array.from({ length: clean.length / 2 }, (_, index) =>
    parseInt(clean.slice(index * 2, index * 2 + 2), 16),
  );
}

/** Length and SHA-256 of bytes: compares large arrays with a failure message of one line. */
export function digest(bytes: Uint8Array): string {
  return `${bytes.length} bytes, SHA-256 ${createHash('sha256').update(bytes).digest('hex')}`;
}
