// @ts-check
// The load part of the benchmark (BENCH_PARTS=load; `node bench/load.mjs` runs it alone): two API instances and a
// worker as README's "Scaling out" runs them, on one throw-away PostgreSQL, Redis and s3rver (SQLite and local
// disk belong to one instance: sharing one store between instances is the point here).
//   200 concurrent downloads of a 20 MiB file and 20 concurrent uploads of 20 MiB, at once, over both instances
//     vs  the same load on two bare node:http + AWS SDK servers on the same s3rver (bench/load-transfers.mjs):
//     throughput at least 0.9x (p99 beside), and no transfer failed or wrong
//   peak RSS of each instance during that load  vs  its idle RSS (+128 MiB allowed)
//   a worker removing every expired share the code space can hold (the whole code space's worth a minute at
//     least), with lookups running on both instances  vs  the same lookups while the worker is paused, in
//     alternating windows (bench/load-cleanup.mjs): p99 at most 2x, and no lookup failed
// BENCH_LOAD_ROUNDS (default 3) rounds of the transfers, alternating which side goes first; the cleanup runs once
// (it takes minutes), its windows alternating. BENCH_EXPIRED_SHARES plants fewer expired shares for a quick trial.
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { randomFillSync } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanupRows, expiredRows } from './load-cleanup.mjs';
import { s3rverEnv, startScaleOutStack } from './scale-out-stack.mjs';
import {
  DOWNLOADS,
  FILE_BYTES,
  firstFileUrl,
  LOAD_RSS_ALLOWANCE,
  multipartBody,
  runMix,
  share,
  transfer,
  UPLOADS,
} from './load-transfers.mjs';
import { parseJson } from './transfers.mjs';
import { rss, serverGroup, startServer } from './processes.mjs';
import { figure, goalRow, runAloneIfMain } from './run-alone.mjs';
import { MIB, VERBOSE } from './settings.mjs';
import { median } from './test-data.mjs';
import { inRoundOrder, ratioRow, rssRow } from './transfer-rounds.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */
/** @typedef {import('./load-transfers.mjs').MixResult} MixResult */

const here = dirname(fileURLToPath(import.meta.url));
const WORKER_SCRIPT = join(here, '..', '..', 'api', 'dist', 'worker.js');
const PORTS = { postgres: 3921, redis: 3922, s3: 3923, a: 3924, b: 3925, bareA: 3926, bareB: 3927, worker: 3928 };
const BUCKET = 'sharecode-load';
const S3_ENV = s3rverEnv(PORTS.s3, BUCKET);
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
/**
 * Under load the API keeps at least this share of the bare SDK servers' throughput: its work per request (the
 * share's lookup, the hash, the share's record, the access log) stays small beside 20 MiB of bytes.
 */
const LOAD_TARGET = 0.9;

/**
 * Starts the deployment and the references under `dir`; resolves what the measurements need.
 * @param {string} dir
 * @param {ReturnType<typeof serverGroup>} servers
 * @param {S3Client} client
 */
async function startDeployment(dir, servers, client) {
  const { postgres, apis, env } = await startScaleOutStack(dir, servers, PORTS, BUCKET, {
    CODE_GUESS_POW_SECRET: 'one secret shared by every instance of the load deployment',
  });
  const bares = [];
  for (const [port, bucket] of /** @type {Array<[number, string]>} */ ([
    [PORTS.bareA, `${BUCKET}-bare-a`],
    [PORTS.bareB, `${BUCKET}-bare-b`],
  ])) {
    // A bucket per reference server: each names its uploads by a count of its own.
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const base = `http://127.0.0.1:${port}`;
    const bare = await startServer(
      'bare node:http + AWS SDK',
      join(here, 'bare-s3-server.mjs'),
      { ...S3_ENV, S3_BUCKET: bucket, PORT: String(port) },
      `${base}/health`,
    );
    bares.push({ pid: servers.add(bare).pid, base });
  }
  const startWorker = () =>
    startServer(
      'sharecode worker',
      WORKER_SCRIPT,
      { ...env, DATA_DIR: join(dir, 'worker'), METRICS_PORT: String(PORTS.worker) },
      `http://127.0.0.1:${PORTS.worker}/health`,
    );
  return { postgres, apis, bares, startWorker };
}

/** @typedef {Awaited<ReturnType<typeof startDeployment>>} Deployment */

/**
 * The transfer mix, through the API and through the bare servers, in alternating rounds; resolves its rows.
 * @param {Deployment} deployment
 */
async function transferRows({ apis, bares, startWorker }) {
  const file = randomFillSync(Buffer.alloc(FILE_BYTES));
  const uploadBody = multipartBody(file, 'download');
  // The shared file: one share through the API, one object through the reference (the body as it is).
  const { folderUrl } = await share(apis[0].base, file);
  const apiFile = await firstFileUrl(apis[0].base, folderUrl);
  const apiPath = new URL(apiFile).pathname;
  /** @type {(answer: Buffer | undefined) => string} */
  const keyOf = (answer) => /** @type {{ key: string }} */ (parseJson(String(answer))).key;
  /** @type {string[]} */
  const refKeys = [];
  for (const bare of bares) {
    refKeys.push(
      keyOf((await transfer(`${bare.base}/upload`, { body: file, contentType: 'application/octet-stream' })).body),
    );
  }

  /** @type {import('./load-transfers.mjs').Side} */
  const apiSide = {
    pids: apis.map((api) => api.pid),
    downloadUrls: apis.map((api) => `${api.base}${apiPath}`),
    uploadUrls: apis.map((api) => `${api.base}/api/upload`),
    // Read back on the other instance; the share ends with this download (retention `download`).
    readBack: async (answer, instance) => {
      const { folderUrl: uploaded } = /** @type {{ folderUrl: string }} */ (parseJson(answer.toString()));
      return (await transfer(await firstFileUrl(apis[1 - instance].base, uploaded), { expected: file })).error;
    },
  };
  /** @type {import('./load-transfers.mjs').Side} */
  const referenceSide = {
    pids: bares.map((bare) => bare.pid),
    downloadUrls: bares.map((bare, index) => `${bare.base}/file?key=${refKeys[index]}`),
    uploadUrls: bares.map((bare) => `${bare.base}/upload`),
    // From the server that took it (each has a bucket of its own); it keeps the body, multipart framing included.
    readBack: async (answer, instance) => {
      const url = `${bares[instance].base}/file?key=${keyOf(answer)}`;
      const { error } = await transfer(url, { expected: uploadBody });
      await fetch(url, { method: 'DELETE' });
      return error;
    },
  };

  // A deployment runs a worker: here it removes the uploads once read back.
  const worker = await startWorker();
  const idle = await Promise.all(apiSide.pids.map((pid) => rss(pid)));
  const referenceIdle = await Promise.all(referenceSide.pids.map((pid) => rss(pid)));
  /** @type {MixResult[]} */
  const results = [];
  /** @type {MixResult[]} */
  const references = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(
        `Load round ${round}/${ROUNDS}: ${DOWNLOADS} downloads and ${UPLOADS} uploads of ${FILE_BYTES / MIB} MiB ...`,
      );
      const [result, reference] = await inRoundOrder(
        round,
        () => runMix(apiSide, file, uploadBody, idle),
        () => runMix(referenceSide, file, uploadBody, referenceIdle),
      );
      results.push(result);
      references.push(reference);
    }
  } finally {
    await worker.stop();
  }
  if (VERBOSE) {
    const counted = (/** @type {MixResult[]} */ list) => list.map((one) => ({ ...one, errors: one.errors.length }));
    console.log(JSON.stringify({ results: counted(results), references: counted(references) }));
  }
  const of = (/** @type {MixResult[]} */ list, /** @type {keyof MixResult} */ key) =>
    list.map((one) => /** @type {number} */ (one[key]));
  const errors = results.flatMap((one) => one.errors);
  const referenceErrors = references.flatMap((one) => one.errors);
  /** @type {Map<string, number>} */
  const distinct = new Map();
  for (const error of errors) distinct.set(error, (distinct.get(error) ?? 0) + 1);
  for (const [error, times] of [...distinct].slice(0, 10)) console.log(`  load error (${times}x): ${error}`);
  const size = `${FILE_BYTES / MIB} MiB`;
  /** @type {(key: 'downloadP99' | 'uploadP99') => import('./transfer-rounds.mjs').Beside} */
  const p99 = (key) => ({
    sharecode: `p99 ${figure(median(of(results, key)), 1, 's')}`,
    reference: `p99 ${figure(median(of(references, key)), 1, 's')}`,
  });
  /** @type {Row[]} */
  const rows = [
    ratioRow(
      `load: ${DOWNLOADS} concurrent downloads of ${size}`,
      of(results, 'downloadMibPerSecond'),
      of(references, 'downloadMibPerSecond'),
      'MiB/s',
      LOAD_TARGET,
      p99('downloadP99'),
    ),
    ratioRow(
      `load: ${UPLOADS} concurrent uploads of ${size}`,
      of(results, 'uploadMibPerSecond'),
      of(references, 'uploadMibPerSecond'),
      'MiB/s',
      LOAD_TARGET,
      p99('uploadP99'),
    ),
    goalRow({
      metric: 'load: failed or wrong transfers (every byte checked)',
      sharecode: String(errors.length),
      reference: String(referenceErrors.length),
      value: errors.length,
      goal: { bound: '<=', limit: 0 },
    }),
  ];
  apis.forEach((_, index) => {
    const referenceOver = Math.max(...references.map((one) => one.overIdle[index])) / MIB;
    rows.push(
      rssRow(
        `load: peak RSS over idle, instance ${index === 0 ? 'a' : 'b'}`,
        results.map((one) => one.overIdle[index]),
        `${figure(referenceOver, 1, 'MiB')} (bare server)`,
        LOAD_RSS_ALLOWANCE,
      ),
    );
  });
  return rows;
}

/**
 * Starts the load deployment under `work`, measures, stops it; resolves the rows.
 * @param {string} work
 * @returns {Promise<Row[]>}
 */
export async function loadRows(work) {
  const dir = join(work, 'load');
  await mkdir(join(dir, 's3rver'), { recursive: true });
  const servers = serverGroup();
  const client = new S3Client({
    region: S3_ENV.S3_REGION,
    endpoint: S3_ENV.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ENV.S3_ACCESS_KEY_ID, secretAccessKey: S3_ENV.S3_SECRET_ACCESS_KEY },
  });
  try {
    const deployment = await startDeployment(dir, servers, client);
    // The cleanup first: it counts expired rows, and the transfers' uploads end (and expire) once read back.
    const rows = await cleanupRows(deployment, { client, bucket: BUCKET });
    if ((await expiredRows(deployment.postgres)) !== 0) throw new Error('Expired rows were left after the cleanup');
    rows.push(...(await transferRows(deployment)));
    return rows;
  } finally {
    client.destroy();
    await servers.stopAll();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, loadRows);
