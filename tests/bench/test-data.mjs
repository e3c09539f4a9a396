// Test data the benchmark parts write before measuring, and the statistics they share.
import { randomFillSync } from 'node:crypto';
import { createWriteStream } from 'node:fs';

const MIB = 1024 * 1024;

/** Writes `bytes` of random data to `path` (one random MiB repeated: random enough that nothing compresses it). */
export async function writeRandomFile(path, bytes) {
  const block = randomFillSync(Buffer.alloc(MIB));
  const out = createWriteStream(path);
  for (let written = 0; written < bytes; written += block.length) {
    if (!out.write(block)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
}

/** The middle value (the upper one of an even count): rounds on this machine swing too much for a mean. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
