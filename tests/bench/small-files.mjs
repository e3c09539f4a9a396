// @ts-check
// The big-folder part of the benchmark (BENCH_PARTS=folder): a share of 5 000 small files (0.5–4 KB, 50 folders
// × 10 subfolders), as a photo export or a project folder holds them. Its ZIP through the API against bare
// archiver zipping the same files from disk (bare-http-server.mjs), in alternating rounds after flushing dirty
// pages: the ratio of throughputs is the median of the rounds' ratios. The time to the ZIP's first byte has a
// goal of its own.
import { request } from 'node:http';
import { join } from 'node:path';
import { figure, goalRow } from './run-alone.mjs';
import { ROUNDS } from './settings.mjs';
import { retrieve, shareFiles } from './transfers.mjs';
import { median, writeSmallFolder } from './test-data.mjs';
import { inRoundOrder, measureTransfer, ratioRow } from './transfer-rounds.mjs';

/** @typedef {import('./processes.mjs').Server} Server */

/**
 * The API streams a ZIP of many small files at least twice as fast as bare archiver: it reads the files ahead
 * while earlier ones go out, where archiver opens and reads them one at a time.
 */
const ZIP_TARGET = 2;
/** The ZIP's first byte leaves the API within this many milliseconds: a download that starts at once. */
const FIRST_BYTE_MS = 200;

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
 * @param {{ api: Server, apiBase: string }} api
 * @param {{ bare: Server, bareBase: string }} bare
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function smallFileRows(work, { api, apiBase }, { bare, bareBase }) {
  const root = join(work, 'small-files');
  const files = await writeSmallFolder(root);
  console.log(`Big folder: ${files.length} small files; uploading them to the API ...`);
  const { folderCode } = (await shareFiles(apiBase, files)).body;
  const zipUrl = `${apiBase}${(await retrieve(apiBase, folderCode)).data.zipUrl}`;

  /** @type {Record<'api' | 'bare', Array<{ mibPerSecond: number, firstByteMs: number }>>} */
  const runs = { api: [], bare: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Round ${round}/${ROUNDS}: ZIP of ${files.length} small files ...`);
    const [apiRun, bareRun] = await inRoundOrder(
      round,
      () => measureTransfer(api, () => timedDownload(zipUrl)),
      () => measureTransfer(bare, () => timedDownload(`${bareBase}/zip?dir=${encodeURIComponent(root)}`)),
    );
    runs.api.push({ mibPerSecond: apiRun.mibPerSecond, firstByteMs: apiRun.result.firstByteMs });
    runs.bare.push({ mibPerSecond: bareRun.mibPerSecond, firstByteMs: bareRun.result.firstByteMs });
  }
  /** @type {(side: keyof typeof runs, key: 'mibPerSecond' | 'firstByteMs') => number[]} */
  const of = (side, key) => runs[side].map((run) => run[key]);
  const firstByte = median(of('api', 'firstByteMs'));
  return [
    ratioRow(
      `zip of ${files.length} small files`,
      of('api', 'mibPerSecond'),
      of('bare', 'mibPerSecond'),
      'MiB/s',
      ZIP_TARGET,
    ),
    goalRow({
      metric: `zip of ${files.length} small files: first byte`,
      sharecode: figure(firstByte, 0, 'ms'),
      reference: figure(median(of('bare', 'firstByteMs')), 0, 'ms'),
      value: firstByte,
      goal: { bound: '<', limit: FIRST_BYTE_MS, unit: 'ms' },
    }),
  ];
}
