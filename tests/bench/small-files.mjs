// @ts-check
// The big-folder part of the benchmark (BENCH_PARTS=folder): a share of 5 000 small files (0.5–4 KB, 50 folders
// × 10 subfolders), as a photo export or a project folder holds them. Its ZIP through the API against bare
// archiver zipping the same files from disk (bare-http-server.mjs), in alternating rounds: the ratio is the
// median of the rounds' ratios; the time to the ZIP's first byte is reported on its own.
import { request } from 'node:http';
import { join } from 'node:path';
import { ROUNDS } from './settings.mjs';
import { retrieve, shareFiles } from './transfers.mjs';
import { median, writeSmallFolder } from './test-data.mjs';
import { inRoundOrder } from './transfer-rounds.mjs';

/**
 * GETs a URL, discarding the body; resolves { seconds, firstByteMs, bytes }.
 * @param {string} url
 * @returns {Promise<{ seconds: number, firstByteMs: number, bytes: number }>}
 */
function timedDownload(url) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      let bytes = 0;
      /** @type {number | undefined} */
      let firstByteMs;
      response.on('data', (/** @type {Buffer} */ chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ seconds: (performance.now() - started) / 1000, firstByteMs: firstByteMs ?? NaN, bytes }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * @param {string} work
 * @param {string} apiBase
 * @param {string} bareBase
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function smallFileRows(work, apiBase, bareBase) {
  const root = join(work, 'small-files');
  const files = await writeSmallFolder(root);
  console.log(`Big folder: ${files.length} small files; uploading them to the API ...`);
  const { folderCode } = (await shareFiles(apiBase, files)).body;
  const zipUrl = `${apiBase}${(await retrieve(apiBase, folderCode)).data.zipUrl}`;

  /** @type {Array<{ seconds: number, firstByteMs: number }>} */
  const api = [];
  /** @type {Array<{ seconds: number, firstByteMs: number }>} */
  const bare = [];
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Round ${round}/${ROUNDS}: ZIP of ${files.length} small files ...`);
    const [apiRun, bareRun] = await inRoundOrder(
      round,
      () => timedDownload(zipUrl),
      () => timedDownload(`${bareBase}/zip?dir=${encodeURIComponent(root)}`),
    );
    api.push(apiRun);
    bare.push(bareRun);
  }
  const ratio = median(api.map((run, index) => bare[index].seconds / run.seconds));
  const firstByte = median(api.map((run) => run.firstByteMs));
  return [
    {
      metric: `zip of ${files.length} small files`,
      sharecode: `${median(api.map((run) => run.seconds * 1000)).toFixed(0)} ms`,
      reference: `${median(bare.map((run) => run.seconds * 1000)).toFixed(0)} ms`,
      ratio: ratio.toFixed(2),
      target: '>= 2',
      result: ratio >= 2 ? 'ok' : 'MISSED',
    },
    {
      metric: `zip of ${files.length} small files: first byte`,
      sharecode: `${firstByte.toFixed(0)} ms`,
      reference: `${median(bare.map((run) => run.firstByteMs)).toFixed(0)} ms`,
      ratio: '',
      target: '< 200 ms',
      result: firstByte < 200 ? 'ok' : 'MISSED',
    },
  ];
}
