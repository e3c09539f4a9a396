import { CHUNK_BYTES, chunksOf, encodeControlMessage, parseControlMessage } from './protocol';

const DIGEST = 'a'.repeat(64);

describe('control messages', () => {
  it.each([
    { type: 'get', fileId: 3, path: 'trip/a.jpg', offset: 0 },
    { type: 'get', fileId: 3, path: 'trip/a.jpg', offset: 1024 },
    { type: 'file', fileId: 0, size: 20 },
    { type: 'mark', fileId: 0, offset: 16, sha256: DIGEST },
    { type: 'end', fileId: 9, sha256: DIGEST },
    { type: 'error', fileId: 9 },
  ] as const)('reads back what was written: %j', (message) => {
    expect(parseControlMessage(encodeControlMessage(message))).toEqual(message);
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"get"'],
    ['an unknown type', JSON.stringify({ type: 'put', fileId: 1 })],
    ['a negative id', JSON.stringify({ type: 'end', fileId: -1, sha256: DIGEST })],
    ['an end without its digest', JSON.stringify({ type: 'end', fileId: 1 })],
    ['a mark without its offset', JSON.stringify({ type: 'mark', fileId: 1, sha256: DIGEST })],
    ['a file without its size', JSON.stringify({ type: 'file', fileId: 1 })],
    ['a fractional offset', JSON.stringify({ type: 'get', fileId: 1, path: 'a', offset: 0.5 })],
    ['a get without its path', JSON.stringify({ type: 'get', fileId: 1, offset: 0 })],
    ['a digest in capitals', JSON.stringify({ type: 'end', fileId: 1, sha256: 'A'.repeat(64) })],
    ['a short digest', JSON.stringify({ type: 'mark', fileId: 1, offset: 1, sha256: 'ab' })],
  ])('refuses %s', (_, text) => {
    expect(parseControlMessage(text)).toBeNull();
  });
});

describe('chunksOf', () => {
  it('cuts bytes into CHUNK_BYTES pieces, the last one shorter, copying nothing', () => {
    const bytes = new Uint8Array(CHUNK_BYTES * 2 + 5);
    const chunks = [...chunksOf(bytes)];
    expect(chunks.map((chunk) => chunk.length)).toEqual([CHUNK_BYTES, CHUNK_BYTES, 5]);
    expect(chunks.every((chunk) => chunk.buffer === bytes.buffer)).toBe(true);
  });

  it('gives nothing for nothing', () => {
    expect([...chunksOf(new Uint8Array(0))]).toEqual([]);
  });
});
