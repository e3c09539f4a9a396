// @ts-check
// Lets a part of the benchmark run on its own: `node bench/<part>.mjs` (after `npm run build`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A row of the benchmark's table; every part resolves some.
 * @typedef {{ metric: string, sharecode: string, reference: string, ratio: string, target: string, result: string }} Row
 */

/**
 * When `moduleUrl` is the script node was started with, prints the rows `part(work)` resolves, in a scratch dir.
 * @param {string} moduleUrl
 * @param {(work: string) => Promise<Row[]>} part
 */
export async function runAloneIfMain(moduleUrl, part) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const work = await mkdtemp(join(tmpdir(), 'sharecode-bench-'));
  try {
    console.table(await part(work));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
