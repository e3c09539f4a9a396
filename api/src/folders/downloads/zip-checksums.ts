import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';

/**
 * yazl computes each entry's CRC-32 with buffer-crc32, a table lookup per byte in JavaScript, which makes the
 * checksum, not the disk or the network, what limits a ZIP of large files. Node's zlib.crc32 computes the same
 * checksum natively, so buffer-crc32's entry point, which yazl calls as crc32.unsigned(chunk, previous), is
 * pointed at it; the module instance is the one yazl itself requires.
 */
const bufferCrc32 = createRequire(import.meta.url)('buffer-crc32') as {
  unsigned: (buffer: Buffer, previous?: number) => number;
};
bufferCrc32.unsigned = (buffer: Buffer, previous?: number) => crc32(buffer, previous ?? 0);
