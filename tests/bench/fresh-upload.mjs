// @ts-check
// The one-request upload as a person first tries it: curl (`-F files=@…`) posting the 512 MiB file to an API
// started a moment before. Every round starts a new API process (its own data directory), so its figures include
// what only the first upload costs (the digest thread starting, the code paths warming), which the transfer rows
// measure on a server that has already worked. Against the same curl upload to bare busboy's durable upload, in
// alternating order; the API's peak RSS over the new process's idle.
import { execFile } from 'node:child_process';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { startApi } from './processes.mjs';
import { MIB, ROUNDS, UPLOAD_BYTES } from './settings.mjs';
import { IDLE_ALLOWANCE, inRoundOrder, measureTransfer, ratioRow, rssRow } from './transfer-rounds.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */
/** @typedef {import('./processes.mjs').Server} Server */

const PORT = 3918;

/**
 * curl posting the file at `path` as `files` to `url`, as the README's example does; resolves { seconds, bytes }.
 * @param {string} url
 * @param {string} path
 * @returns {Promise<{ seconds: number, bytes: number }>}
 */
async function curlUpload(url, path) {
  const bytes = (await stat(path)).size;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const args = ['-s', '-S', '--fail-with-body', '-o', '/dev/null', '-F', `files=@${path};filename=up.bin`, url];
    execFile('curl', args, (error, stdout, stderr) => {
      if (error) reject(new Error(`curl to ${url} failed: ${stderr || stdout}`));
      else resolve({ seconds: (performance.now() - started) / 1000, bytes });
    });
  });
}

/**
 * The fresh API's upload rows: its pace against bare busboy's (`target`, as the transfer row's), and its peak RSS.
 * @param {string} work
 * @param {string} uploadFile
 * @param {{ bare: Server, durableUpload: string, bareUploads: string }} reference
 * @param {number} target
 * @returns {Promise<Row[]>}
 */
export async function freshUploadRows(work, uploadFile, { bare, durableUpload, bareUploads }, target) {
  /** @type {Record<'api' | 'ref' | 'peak', number[]>} */
  const figures = { api: [], ref: [], peak: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Round ${round}/${ROUNDS}: the first upload into a fresh API ...`);
    const dataDir = join(work, `fresh-api-${round}`);
    const { server, apiBase } = await startApi(`fresh sharecode api ${round}`, PORT, { DATA_DIR: dataDir });
    try {
      const [api, ref] = await inRoundOrder(
        round,
        () => measureTransfer(server, () => curlUpload(`${apiBase}/api/upload`, uploadFile)),
        () => measureTransfer(bare, () => curlUpload(durableUpload, uploadFile)),
      );
      figures.api.push(api.mibPerSecond);
      figures.ref.push(ref.mibPerSecond);
      figures.peak.push(api.overIdle);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
      await rm(bareUploads, { recursive: true });
      await mkdir(bareUploads);
    }
  }
  const size = `${UPLOAD_BYTES / MIB} MiB`;
  return [
    ratioRow(
      `first upload ${size} into a fresh API, curl -F, vs busboy + fsync`,
      figures.api,
      figures.ref,
      'MiB/s',
      target,
    ),
    rssRow(`peak RSS over idle, first upload ${size} into a fresh API`, figures.peak, IDLE_ALLOWANCE),
  ];
}
