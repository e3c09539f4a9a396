// @ts-check
// The cleanup half of the load part (bench/load.mjs): how long a worker takes to remove thousands of expired
// shares (rows and objects), and what that does to the lookups the API instances answer meanwhile, against the
// same lookups while the worker is paused, in alternating windows of one cleanup (each takes minutes); and
// their rows (cleanupRows).
//
// Expired shares are planted behind the API's back: a process has no clock to move forward, and uploading
// them, then waiting two hours, is no benchmark. Each is what an upload leaves (a `folders` row, one
// `folder_files` row, one object under `files/` named by its storage key: see api/src/storage/s3-layout.ts),
// expired an hour ago. Codes are unique across all rows, expired ones included, so at most every code not held
// by a live share can be planted: the 4-digit code space (10 000) bounds how many shares can ever be waiting.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { linkOf, percentile, share } from './load-transfers.mjs';
import { figure, goalRow } from './run-alone.mjs';
import { VERBOSE } from './settings.mjs';
import { median } from './test-data.mjs';
import { costRow } from './transfer-rounds.mjs';

/** Every 4-digit code. */
const CODE_SPACE = 10_000;
/** Every code of the 4-digit space, less those live shares hold. */
const EXPIRED_WANTED = Number(process.env.BENCH_EXPIRED_SHARES ?? CODE_SPACE);
/** The shares the lookups ask for, by code and by link, on both instances. */
const LIVE_SHARES = 10;
/**
 * The worker removes expired shares at least this fast: the whole code space's within one run of the cleanup
 * job (every 60 s, api/src/cleanup/cleanup.service.ts), so no code waits more than a run to be free again.
 */
const CLEANUP_SHARES_PER_SECOND = Math.ceil(CODE_SPACE / 60);
/**
 * A cleanup shares the machine and the database with the lookups, but at most doubles their p99: a person
 * looking up a code does not wait on it.
 */
const CLEANUP_LOOKUP_TARGET = 2;
/** The bucket's layout for stored files (api/src/storage/s3-layout.ts). */
const FILES_PREFIX = 'files/';
const PLANTED_CONTENT = 'an expired share';
/** Objects put at once while planting: s3rver takes small PUTs fastest a few dozen at a time. */
const PUT_CONCURRENCY = 32;
/** Lookups in flight at any time, each client sending its next one as soon as the last is answered. */
const LOOKUP_CLIENTS = 8;
/** How often the remaining expired rows are counted while the worker removes them. */
const POLL_MS = 250;
/**
 * The alternating windows of lookups while the cleanup runs: the worker working, then paused. The pause is
 * shorter, so that it lengthens the cleanup little, yet long enough for a p99 of hundreds of lookups.
 */
const WORKING_WINDOW_MS = 6_000;
const PAUSED_WINDOW_MS = 2_000;

/** @typedef {import('./load-services.mjs').Postgres} Postgres */
/** @typedef {{ latencies: number[], errors: string[] }} LookupLoad milliseconds per lookup, and failures */
/** @typedef {{ pid: number, stop: () => Promise<void> }} Worker */

/**
 * Plants up to `wanted` expired shares, one per code no share holds; resolves how many.
 * @param {Postgres} postgres
 * @param {{ client: import('@aws-sdk/client-s3').S3Client, bucket: string }} store
 * @param {number} wanted
 */
async function plantExpiredShares(postgres, { client, bucket }, wanted) {
  const held = new Set((await postgres.psql('SELECT code FROM folders')).split('\n').filter(Boolean));
  /** @type {Array<{ code: string, linkKey: string, storageKey: string }>} */
  const shares = [];
  for (let index = 0; index < CODE_SPACE && shares.length < wanted; index++) {
    const code = String(index).padStart(4, '0');
    if (!held.has(code)) shares.push({ code, linkKey: randomBytes(16).toString('hex'), storageKey: randomUUID() });
  }
  let next = 0;
  const putter = async () => {
    while (next < shares.length) {
      const { storageKey } = shares[next++];
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: `${FILES_PREFIX}${storageKey}`, Body: PLANTED_CONTENT }),
      );
    }
  };
  await Promise.all(Array.from({ length: PUT_CONCURRENCY }, putter));
  const rows = shares.map((share) => `${share.code}\t${share.linkKey}\t${share.storageKey}`).join('\n');
  await postgres.psql(`
BEGIN;
CREATE TEMPORARY TABLE planted (code varchar(4), link_key varchar(32), storage_key varchar(64));
COPY planted FROM STDIN;
${rows}
\\.
WITH made AS (
  INSERT INTO folders (code, link_key, retention, created_at, expires_at, total_bytes)
  SELECT code, link_key, '2h', now() - interval '3 hours', now() - interval '1 hour', ${PLANTED_CONTENT.length}
  FROM planted
  RETURNING id, code
)
INSERT INTO folder_files (folder_id, filepath, filename, filesize, mimetype, storage_key)
SELECT made.id, 'expired.txt', 'expired.txt', ${PLANTED_CONTENT.length}, 'text/plain', planted.storage_key
FROM made JOIN planted USING (code);
COMMIT;
`);
  return shares.length;
}

/**
 * Expired shares whose rows are still there.
 * @param {Postgres} postgres
 */
export async function expiredRows(postgres) {
  return Number(await postgres.psql('SELECT count(*) FROM folders WHERE expires_at <= now()'));
}

/**
 * Looks up `urls` in turn from LOOKUP_CLIENTS clients until stopped; `stop` resolves every lookup's time.
 * @param {string[]} urls
 */
function startLookups(urls) {
  const agent = new Agent({ keepAlive: true, maxSockets: LOOKUP_CLIENTS });
  /** @type {LookupLoad} */
  const load = { latencies: [], errors: [] };
  let running = true;
  let next = 0;
  const lookUp = (/** @type {string} */ url) =>
    new Promise((resolve) => {
      const started = performance.now();
      request(url, { agent, headers: { Accept: 'application/json' } }, (response) => {
        response.resume();
        response.on('end', () => {
          load.latencies.push(performance.now() - started);
          if (response.statusCode !== 200) load.errors.push(`${url} answered ${response.statusCode}`);
          resolve(undefined);
        });
      })
        .on('error', (error) => {
          load.errors.push(`${url}: ${error.message}`);
          resolve(undefined);
        })
        .end();
    });
  const clients = Array.from({ length: LOOKUP_CLIENTS }, async () => {
    while (running) await lookUp(urls[next++ % urls.length]);
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(clients);
      agent.destroy();
      return load;
    },
  };
}

/**
 * Polls until no expired row is left or `withinMs` has passed; resolves whether none is left.
 * @param {Postgres} postgres
 * @param {number} withinMs
 */
async function noneLeftWithin(postgres, withinMs) {
  const deadline = performance.now() + withinMs;
  while (performance.now() < deadline) {
    if ((await expiredRows(postgres)) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return (await expiredRows(postgres)) === 0;
}

/**
 * Starts a worker, whose start-up catch-up job removes what expired, and waits until no expired row is left.
 * Lookups run meanwhile, in alternating windows: the worker working, then the worker paused (SIGSTOP), so
 * each pair of windows sees the same machine with and without the cleanup. Resolves the worker's time from
 * its start to the last row (pauses left out), of which its start-up took `startSeconds`, and the pairs.
 * @param {Postgres} postgres
 * @param {() => Promise<Worker>} startWorker
 * @param {string[]} lookupUrls
 */
async function timeCleanup(postgres, startWorker, lookupUrls) {
  const started = performance.now();
  const worker = await startWorker();
  const startSeconds = (performance.now() - started) / 1000;
  /** @type {Array<{ during: LookupLoad, paused: LookupLoad }>} */
  const pairs = [];
  let pausedMs = 0;
  try {
    for (;;) {
      const lookups = startLookups(lookupUrls);
      const done = await noneLeftWithin(postgres, WORKING_WINDOW_MS);
      const during = await lookups.stop();
      // The window the cleanup ended in is cut short and has no pair.
      if (done) break;
      const pausedAt = performance.now();
      process.kill(worker.pid, 'SIGSTOP');
      try {
        pairs.push({ during, paused: await lookupsAlone(lookupUrls, PAUSED_WINDOW_MS) });
      } finally {
        process.kill(worker.pid, 'SIGCONT');
      }
      pausedMs += performance.now() - pausedAt;
    }
  } finally {
    await worker.stop();
  }
  return { seconds: (performance.now() - started - pausedMs) / 1000, startSeconds, pairs };
}

/**
 * Lookups alone for `ms`.
 * @param {string[]} lookupUrls
 * @param {number} ms
 */
async function lookupsAlone(lookupUrls, ms) {
  const lookups = startLookups(lookupUrls);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return lookups.stop();
}

/**
 * The p50 and p99 of a load's lookup times, ms.
 * @param {LookupLoad} load
 */
function latencyOf(load) {
  return { p50: percentile(load.latencies, 50), p99: percentile(load.latencies, 99) };
}

/**
 * One cleanup of planted expired shares, with lookups in alternating windows (worker working, worker paused);
 * resolves its rows. The ratios are medians of the pairs' ratios.
 * @param {{ postgres: Postgres, apis: Array<{ base: string }>, startWorker: () => Promise<Worker> }} deployment
 * @param {{ client: import('@aws-sdk/client-s3').S3Client, bucket: string }} store
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function cleanupRows({ postgres, apis, startWorker }, store) {
  /** @type {string[]} */
  const lookupUrls = [];
  for (let index = 0; index < LIVE_SHARES; index++) {
    const { folderCode, folderUrl } = await share(apis[index % 2].base, Buffer.from(`live share ${index}`));
    for (const api of apis) {
      lookupUrls.push(`${api.base}/api/folders/retrieve/${folderCode}`, `${api.base}/s/${linkOf(folderUrl)}/qr`);
    }
  }
  console.log('Cleanup: planting expired shares ...');
  const planted = await plantExpiredShares(postgres, store, EXPIRED_WANTED);
  console.log(`Cleanup: a worker removes ${planted} expired shares, lookups meanwhile ...`);
  const { seconds, startSeconds, pairs } = await timeCleanup(postgres, startWorker, lookupUrls);
  const during = pairs.map((pair) => latencyOf(pair.during));
  const paused = pairs.map((pair) => latencyOf(pair.paused));
  if (VERBOSE) console.log(JSON.stringify({ seconds, startSeconds, during, paused }));
  const failed = pairs.flatMap((pair) => [...pair.during.errors, ...pair.paused.errors]);
  for (const error of failed.slice(0, 10)) console.log(`  lookup error: ${error}`);
  const removalSeconds = seconds - startSeconds;
  return [
    goalRow({
      metric: `cleanup: ${planted} expired shares, worker started to last row removed`,
      sharecode: `${figure(removalSeconds, 1, 's')}, ${figure(planted / removalSeconds, 0, 'shares/s')}`,
      reference: `after a start-up of ${figure(startSeconds, 1, 's')}`,
      value: planted / removalSeconds,
      goal: { bound: '>=', limit: CLEANUP_SHARES_PER_SECOND, unit: 'shares/s' },
    }),
    costRow(
      `cleanup: lookup time p99, worker working vs paused (${pairs.length} pairs)`,
      during.map((one) => one.p99),
      paused.map((one) => one.p99),
      'ms',
      CLEANUP_LOOKUP_TARGET,
      {
        sharecode: `p50 ${figure(median(during.map((one) => one.p50)), 1, 'ms')}`,
        reference: `p50 ${figure(median(paused.map((one) => one.p50)), 1, 'ms')}`,
        // The cleanup ended within its first window: nothing to compare.
        fault: pairs.length > 0 ? undefined : 'no pair of windows',
      },
    ),
    goalRow({
      metric: 'cleanup: failed lookups',
      sharecode: String(failed.length),
      reference: '',
      value: failed.length,
      goal: { bound: '<=', limit: 0 },
    }),
  ];
}
