// @ts-check
// The one-instance load part (BENCH_PARTS=load-one; `node bench/load-one.mjs` runs it alone): the API as
// `npm start` runs it on a laptop (SQLite, local disk, no Redis) under the load part's transfers, 200 concurrent
// downloads of a 20 MiB file and 20 uploads of 5 MiB, with 500 link lookups meanwhile, at once:
//   its peak RSS over its idle RSS (<= 128 MiB) in the worst of BENCH_LOAD_ROUNDS rounds (default 3); the idle
//   RSS, and the heap and the memory outside it (chunks in flight or awaiting collection) at their peaks, beside
//   no transfer or lookup failed, every byte checked
import { randomFillSync } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import {
  DOWNLOADS,
  FILE_BYTES,
  firstFileUrl,
  LOAD_RSS_ALLOWANCE,
  linkOf,
  multipartBody,
  runMix,
  share,
  transfer,
  UPLOADS,
} from './load-transfers.mjs';
import { rss, serverGroup, startApi } from './processes.mjs';
import { figure, goalRow, runAloneIfMain } from './run-alone.mjs';
import { MIB } from './settings.mjs';
import { rssRow } from './transfer-rounds.mjs';
import { parseJson } from './transfers.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */

const PORTS = { api: 3941, metrics: 3942 };
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const UPLOAD_BYTES = 5 * MIB;
const LOOKUPS = 500;
const LOOKUP_CONCURRENCY = 50;
/** How often the metrics are sampled for the heap and external memory beside the row. */
const SAMPLE_EVERY_MS = 100;
const SAMPLED = {
  heap: 'sharecode_nodejs_heap_size_total_bytes',
  external: 'sharecode_nodejs_external_memory_bytes',
};

/**
 * One link lookup on a connection of its own; resolves its failure, or undefined. A connection kept alive from an
 * earlier round would race the server's keep-alive timeout, a failure of the client's making.
 * @param {string} url
 * @returns {Promise<string | undefined>}
 */
function lookup(url) {
  return new Promise((resolve) => {
    get(url, { agent: false, headers: { Accept: 'application/json' } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode === 200 ? undefined : `link lookup: ${answer.statusCode}`));
      answer.on('error', (error) => resolve(`link lookup cut off: ${error.message}`));
    }).on('error', (error) => resolve(`link lookup: ${error.message}`));
  });
}

/**
 * Runs `LOOKUPS` link lookups of `link`, `LOOKUP_CONCURRENCY` at a time; resolves the failures.
 * @param {string} apiBase
 * @param {string} link
 */
async function lookups(apiBase, link) {
  /** @type {string[]} */
  const failures = [];
  let next = 0;
  const one = async () => {
    while (next < LOOKUPS) {
      next++;
      const failure = await lookup(`${apiBase}/s/${link}/qr`);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: LOOKUP_CONCURRENCY }, one));
  return failures;
}

/**
 * Samples the instance's metrics until `until` settles; resolves the peak of each SAMPLED figure, in bytes.
 * @param {string} metricsUrl
 * @param {Promise<unknown>} until
 */
async function samplePeaks(metricsUrl, until) {
  /** @type {Record<string, number>} */
  const peaks = { heap: 0, external: 0 };
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const text = await (await fetch(metricsUrl)).text();
    for (const [name, metric] of Object.entries(SAMPLED)) {
      const match = new RegExp(`^${metric} (\\d+)`, 'm').exec(text);
      if (match) peaks[name] = Math.max(peaks[name], Number(match[1]));
    }
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  }
  return peaks;
}

/**
 * Starts one instance under `work`, loads it BENCH_LOAD_ROUNDS times, stops it; resolves the rows.
 * @param {string} work
 * @returns {Promise<Row[]>}
 */
export async function loadOneRows(work) {
  const dir = join(work, 'load-one');
  await mkdir(dir, { recursive: true });
  const servers = serverGroup();
  try {
    const { server, apiBase } = await startApi('one instance', PORTS.api, {
      DATA_DIR: join(dir, 'data'),
      CLIENT_DIR: join(dir, 'no-client'),
      METRICS_PORT: String(PORTS.metrics),
    });
    servers.add(server);
    const file = randomFillSync(Buffer.alloc(FILE_BYTES));
    const made = await share(apiBase, file);
    const link = /** @type {string} */ (linkOf(made.folderUrl));
    const side = {
      pids: [server.pid],
      downloadUrls: [await firstFileUrl(apiBase, made.folderUrl)],
      uploadUrls: [`${apiBase}/api/upload`],
      /** @type {(answer: Buffer) => Promise<string | undefined>} */
      readBack: async (answer) => {
        const { folderUrl } = /** @type {{ folderUrl: string }} */ (parseJson(answer.toString()));
        return (await transfer(await firstFileUrl(apiBase, folderUrl), { expected: uploaded })).error;
      },
    };
    const uploaded = randomFillSync(Buffer.alloc(UPLOAD_BYTES));
    const uploadBody = multipartBody(uploaded, '24h');
    const idle = await rss(server.pid);
    /** @type {number[]} */
    const overIdle = [];
    /** @type {string[]} */
    const failures = [];
    let heap = 0;
    let external = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(
        `Load on one instance, round ${round}/${ROUNDS}: ${DOWNLOADS} downloads of ${FILE_BYTES / MIB} MiB, ` +
          `${UPLOADS} uploads of ${UPLOAD_BYTES / MIB} MiB, ${LOOKUPS} link lookups ...`,
      );
      const load = Promise.all([runMix(side, file, uploadBody, [idle]), lookups(apiBase, link)]);
      const peaks = await samplePeaks(`http://127.0.0.1:${PORTS.metrics}/metrics`, load);
      const [mix, lookupFailures] = await load;
      overIdle.push(mix.overIdle[0]);
      failures.push(...mix.errors, ...lookupFailures);
      heap = Math.max(heap, peaks.heap);
      external = Math.max(external, peaks.external);
    }
    for (const failure of failures.slice(0, 5)) console.log(`  load-one failure: ${failure}`);
    return [
      rssRow(
        'load, one instance (SQLite, disk): peak RSS over idle',
        overIdle,
        `idle ${figure(idle / MIB, 0, 'MiB')}; peaks: heap ${figure(heap / MIB, 0, 'MiB')}, outside it ${figure(external / MIB, 0, 'MiB')}`,
        LOAD_RSS_ALLOWANCE,
      ),
      goalRow({
        metric: 'load, one instance: failed or wrong transfers and lookups',
        sharecode: String(failures.length),
        reference: 'every byte checked',
        value: failures.length,
        goal: { bound: '<=', limit: 0 },
      }),
    ];
  } finally {
    await servers.stopAll();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, loadOneRows);
