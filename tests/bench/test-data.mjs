// @ts-check
// Test data the benchmark parts write before measuring, and the statistics they share.
import { createHash, randomBytes, randomFillSync } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIB } from './settings.mjs';

/**
 * Writes `bytes` of random data to `path` (one random MiB repeated: random enough that nothing compresses it).
 * @param {string} path
 * @param {number} bytes
 */
export async function writeRandomFile(path, bytes) {
  const block = randomFillSync(Buffer.alloc(MIB));
  const out = createWriteStream(path);
  for (let written = 0; written < bytes; written += block.length) {
    const piece = bytes - written < block.length ? block.subarray(0, bytes - written) : block;
    if (!out.write(piece)) await new Promise((resolve) => out.once('drain', () => resolve(undefined)));
  }
  await new Promise((resolve, reject) =>
    out.end(/** @param {Error | null} [error] */ (error) => (error ? reject(error) : resolve(undefined))),
  );
}

/**
 * The middle value (the upper one of an even count): rounds on this machine swing too much for a mean.
 * @param {number[]} values
 */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @typedef {{ folders: number, subfolders: number, files: number }} FolderShape */

/**
 * The big folder of the benchmark: 50 folders × 10 subfolders × 10 files of 0.5–4 KB (5 000 files, ~11 MB).
 * @type {FolderShape}
 */
export const SMALL_FOLDER = { folders: 50, subfolders: 10, files: 10 };
const SMALL_MIN_BYTES = 512;
const SMALL_MAX_BYTES = 4096;

/**
 * Writes `album-F/day-S/note-N.txt` files under `root`, `shape` giving how many of each (SMALL_FOLDER by
 * default); resolves them as uploadMultipart takes them: `path` on disk, `name` relative to `root`.
 * @param {string} root
 * @param {FolderShape} shape
 * @returns {Promise<Array<{ path: string, name: string }>>}
 */
export async function writeSmallFolder(root, shape = SMALL_FOLDER) {
  const files = [];
  for (let folder = 0; folder < shape.folders; folder++) {
    for (let sub = 0; sub < shape.subfolders; sub++) {
      await mkdir(join(root, `album-${folder}`, `day-${sub}`), { recursive: true });
      for (let index = 0; index < shape.files; index++) {
        const name = `album-${folder}/day-${sub}/note-${index}.txt`;
        const size = SMALL_MIN_BYTES + Math.floor(Math.random() * (SMALL_MAX_BYTES - SMALL_MIN_BYTES));
        await writeFile(join(root, name), randomBytes(size));
        files.push({ path: join(root, name), name });
      }
    }
  }
  return files;
}

/**
 * The SHA-256 (hex) of the file at `path`, read as a stream.
 * @param {string} path
 */
export async function sha256Of(path) {
  const hash = createHash('sha256');
  for await (const chunk of /** @type {AsyncIterable<Buffer>} */ (createReadStream(path))) hash.update(chunk);
  return hash.digest('hex');
}
