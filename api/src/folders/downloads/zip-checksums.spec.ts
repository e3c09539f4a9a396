import { createRequire } from 'node:module';
import './zip-checksums.js';

const bufferCrc32 = createRequire(import.meta.url)('buffer-crc32') as {
  unsigned: (buffer: Buffer, previous?: number) => number;
};

describe('ZIP checksums', () => {
  it('computes CRC-32 as yazl calls it: unsigned, and carried over from chunk to chunk', () => {
    // The standard check value of CRC-32 (ISO-HDLC): the checksum of the ASCII digits 1 to 9.
    expect(bufferCrc32.unsigned(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(bufferCrc32.unsigned(Buffer.from('6789'), bufferCrc32.unsigned(Buffer.from('12345')))).toBe(0xcbf43926);
    expect(bufferCrc32.unsigned(Buffer.alloc(0))).toBe(0);
  });
});
