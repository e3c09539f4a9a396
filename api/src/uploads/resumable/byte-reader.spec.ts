import { Readable } from 'node:stream';
import { ByteReader } from './byte-reader.js';

async function collect(pieces: AsyncIterable<Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const piece of pieces) parts.push(piece);
  return Buffer.concat(parts).toString();
}

/** A stream that delivers exactly these pieces. */
function stream(...pieces: string[]): AsyncIterable<Buffer> {
  return Readable.from(pieces.map((piece) => Buffer.from(piece)));
}

describe(ByteReader.name, () => {
  it('hands out consecutive runs of exact lengths across the pieces the stream delivered', async () => {
    const reader = new ByteReader(stream('abc', 'defgh', 'ij'));
    expect(await collect(reader.take(2))).toBe('ab');
    expect(await collect(reader.take(4))).toBe('cdef');
    expect(await collect(reader.take(0))).toBe('');
    expect(reader.done).toBe(false);
    expect(await collect(reader.take(10))).toBe('ghij');
    expect(reader.done).toBe(true);
    expect(await collect(reader.take(1))).toBe('');
  });

  it('yields the bytes before a failure, then throws it', async () => {
    function* failing(): Generator<Buffer> {
      yield Buffer.from('abcd');
      throw new Error('connection cut');
    }
    const reader = new ByteReader(Readable.from(failing()));
    const received: string[] = [];
    await expect(
      (async () => {
        for await (const piece of reader.take(10)) received.push(piece.toString());
      })(),
    ).rejects.toThrow('connection cut');
    expect(received).toEqual(['abcd']);
  });

  it('tells whether anything follows, keeping what came for the next run', async () => {
    const reader = new ByteReader(stream('abc', '', 'de'));
    expect(await collect(reader.take(3))).toBe('abc');
    expect(await reader.atEnd()).toBe(false);
    expect(await collect(reader.take(5))).toBe('de');
    expect(await reader.atEnd()).toBe(true);
    expect(reader.done).toBe(true);
  });
});
