// The S3 part of the benchmark (BENCH_PARTS=s3): the 1 GiB upload and download through an API whose storage is
// an S3 bucket, against a bare node:http server that hands the same bytes to the AWS SDK directly
// (bare-s3-server.mjs), both on one throw-away s3rver (s3rver-server.mjs) in a process of its own. Rounds
// alternate which side goes first; the ratio is the median of the rounds' ratios, as for the disk transfers.
// s3rver is a test server written in JavaScript: it, not the API, sets the pace here, so the figures say how
// much the API adds on top of the SDK, not how fast a real object store is.
import { execFileSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs, peakRss, resetPeak, rss, startServer } from './processes.mjs';
import { uploadResumable } from './resumable.mjs';
import { download, getJson, uploadMultipart } from './transfers.mjs';
import { median, writeRandomFile } from './test-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const MIB = 1024 * 1024;
const BIG_FILE_BYTES = Number(process.env.BENCH_BIG_MIB ?? 1024) * MIB;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RSS_ALLOWANCE = 64 * MIB;
const PORTS = { s3: 3911, api: 3912, bare: 3913 };
const BUCKET = 'sharecode-bench';
/** s3rver accepts any key pair. */
const S3_ENV = {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
/** Each round's shares end once downloaded, so the bucket never holds more than a round's bytes. */
const ONCE = { retention: 'download' };

/** Throughput of `transfer`, and the server's peak RSS over idle and CPU per GiB while it ran. */
async function measure(server, transfer) {
  execFileSync('sync');
  const idle = await rss(server.pid);
  await resetPeak(server.pid);
  const cpuBefore = await cpuMs(server.pid);
  const { seconds, bytes, body } = await transfer();
  const cpuPerGib = ((await cpuMs(server.pid)) - cpuBefore) / (bytes / (1024 * MIB));
  return { mibPerSecond: bytes / MIB / seconds, overIdle: (await peakRss(server.pid)) - idle, cpuPerGib, body };
}

function ratioRow(metric, values, references, unit, target) {
  const ratio = median(values.map((value, index) => value / references[index]));
  return {
    metric,
    sharecode: `${median(values).toFixed(1)} ${unit}`,
    reference: `${median(references).toFixed(1)} ${unit}`,
    ratio: ratio.toFixed(2),
    target: target === undefined ? '(reported)' : `>= ${target}`,
    result: target === undefined ? '' : ratio >= target ? 'ok' : 'MISSED',
  };
}

function rssRow(metric, peaks, referencePeaks) {
  const over = Math.max(...peaks) / MIB;
  return {
    metric,
    sharecode: `${over.toFixed(1)} MiB`,
    reference: `${(Math.max(...referencePeaks) / MIB).toFixed(1)} MiB (SDK defaults)`,
    ratio: '',
    target: `<= ${RSS_ALLOWANCE / MIB} MiB`,
    result: over <= RSS_ALLOWANCE / MIB ? 'ok' : 'MISSED',
  };
}

/** Starts s3rver, the API on S3 and the bare SDK server under `work`, measures, stops them; resolves the rows. */
export async function s3TransferRows(work, apiScript) {
  const dir = join(work, 's3');
  await mkdir(join(dir, 's3rver'), { recursive: true });
  const servers = [];
  const start = async (...args) => {
    const server = await startServer(...args);
    servers.push(server);
    return server;
  };
  try {
    await start(
      's3rver',
      join(here, 's3rver-server.mjs'),
      { PORT: String(PORTS.s3), S3RVER_DIR: join(dir, 's3rver'), S3_BUCKET: BUCKET },
      S3_ENV.S3_ENDPOINT,
    );
    const apiBase = `http://127.0.0.1:${PORTS.api}`;
    const bareBase = `http://127.0.0.1:${PORTS.bare}`;
    const api = await start(
      'sharecode api on S3',
      apiScript,
      {
        ...S3_ENV,
        PORT: String(PORTS.api),
        DATA_DIR: join(dir, 'api-data'),
        CLIENT_DIR: join(dir, 'no-client'),
        MAX_UPLOAD_BYTES: String(4 * 1024 * MIB),
        RATE_UPLOAD_PER_HOUR: '100000',
        RATE_LOOKUP_PER_MIN: '100000',
      },
      `${apiBase}/api/health`,
    );
    const bare = await start(
      'bare node:http + AWS SDK',
      join(here, 'bare-s3-server.mjs'),
      { ...S3_ENV, PORT: String(PORTS.bare) },
      `${bareBase}/health`,
    );

    const bigFile = join(dir, 'big.bin');
    console.log(`S3: preparing ${BIG_FILE_BYTES / MIB} MiB of test data ...`);
    await writeRandomFile(bigFile, BIG_FILE_BYTES);
    const results = { upload: [], uploadRef: [], download: [], downloadRef: [], resumable: [] };
    const cpu = { upload: [], uploadRef: [], download: [], downloadRef: [] };
    const peaks = { upload: [], uploadRef: [], download: [], downloadRef: [], resumable: [] };

    for (let round = 1; round <= ROUNDS; round++) {
      const inOrder = async (apiSide, referenceSide) => {
        if (round % 2 === 1) return [await apiSide(), await referenceSide()];
        const reference = await referenceSide();
        return [await apiSide(), reference];
      };
      console.log(`S3 round ${round}/${ROUNDS}: uploads ...`);
      const [up, upRef] = await inOrder(
        () =>
          measure(api, () =>
            uploadMultipart(`${apiBase}/api/upload`, [{ path: bigFile, name: `round-${round}/big.bin` }], ONCE),
          ),
        () => measure(bare, () => uploadMultipart(`${bareBase}/upload`, [{ path: bigFile, name: 'big.bin' }])),
      );
      const resumable = await measure(api, () =>
        uploadResumable(apiBase, { path: bigFile, name: `round-${round}/resumable.bin` }, ONCE),
      );

      console.log(`S3 round ${round}/${ROUNDS}: downloads ...`);
      const fileUrl = async (share) =>
        (await getJson(`${apiBase}/api/folders/retrieve/${share.folderCode}`)).data.files[0].url;
      const apiUrl = `${apiBase}${await fileUrl(up.body)}`;
      const [down, downRef] = await inOrder(
        () => measure(api, () => download(apiUrl)),
        () => measure(bare, () => download(`${bareBase}/file?key=${upRef.body.key}`)),
      );
      // Ends the resumable share (unmeasured) and drops the reference's object, as the download ended the API's.
      await download(`${apiBase}${await fileUrl(resumable.body)}`);
      await fetch(`${bareBase}/file?key=${upRef.body.key}`, { method: 'DELETE' });

      for (const [name, value] of Object.entries({
        upload: up,
        uploadRef: upRef,
        download: down,
        downloadRef: downRef,
        resumable,
      })) {
        results[name].push(value.mibPerSecond);
        peaks[name].push(value.overIdle);
        if (cpu[name]) cpu[name].push(value.cpuPerGib);
      }
    }
    if (process.env.BENCH_VERBOSE) console.log(JSON.stringify({ results, cpu, peaks }));
    const size = `${BIG_FILE_BYTES / MIB} MiB`;
    return [
      ratioRow(`S3: upload ${size}`, results.upload, results.uploadRef, 'MiB/s', 0.95),
      ratioRow(
        `S3: resumable upload ${size} (8 MiB chunks, finish included)`,
        results.resumable,
        results.uploadRef,
        'MiB/s',
      ),
      ratioRow(`S3: download ${size}`, results.download, results.downloadRef, 'MiB/s', 0.95),
      ratioRow('S3: server CPU per GiB uploaded', cpu.upload, cpu.uploadRef, 'ms'),
      ratioRow('S3: server CPU per GiB downloaded', cpu.download, cpu.downloadRef, 'ms'),
      rssRow('S3: peak RSS over idle, upload', peaks.upload, peaks.uploadRef),
      rssRow('S3: peak RSS over idle, resumable upload', peaks.resumable, peaks.uploadRef),
      rssRow('S3: peak RSS over idle, download', peaks.download, peaks.downloadRef),
    ];
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
