// @ts-check
// The S3 part of the benchmark (BENCH_PARTS=s3): the 1 GiB upload and download through an API whose storage is
// an S3 bucket, against a bare node:http server that hands the same bytes to the AWS SDK directly
// (bare-s3-server.mjs), both on one throw-away s3rver (s3rver-server.mjs) in a process of its own. Rounds
// alternate which side goes first; the ratio is the median of the rounds' ratios, as for the disk transfers.
// s3rver is a test server written in JavaScript: it, not the API, sets the pace here, so the figures say how
// much the API adds on top of the SDK, not how fast a real object store is.
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverGroup, startApi, startServer } from './processes.mjs';
import { uploadResumable } from './resumable.mjs';
import { BIG_FILE_BYTES, MIB, ROUNDS, VERBOSE } from './settings.mjs';
import { startS3rver } from './scale-out-stack.mjs';
import { download, retrieve, shareFiles, uploadMultipart } from './transfers.mjs';
import { writeRandomFile } from './test-data.mjs';
import {
  cpuBeside,
  inRoundOrder,
  measureTransfer,
  ONCE,
  ratioRow,
  RESUMABLE_TARGET,
  rssRow,
} from './transfer-rounds.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const PORTS = { s3: 3911, api: 3912, bare: 3913 };
const BUCKET = 'sharecode-bench';
/** The API's upload and download keep at least this share of the SDK's pace alone: it adds little on top. */
const TARGET = 0.95;

/**
 * The reference's peak RSS over idle, beside the API's.
 * @param {number[]} peaks bytes
 */
const sdkPeak = (peaks) => `${(Math.max(...peaks) / MIB).toFixed(1)} MiB (SDK defaults)`;

/**
 * Starts s3rver, the API on S3 and the bare SDK server under `work`, measures, stops them; resolves the rows.
 * @param {string} work
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function s3TransferRows(work) {
  const dir = join(work, 's3');
  await mkdir(join(dir, 's3rver'), { recursive: true });
  const servers = serverGroup();
  try {
    const s3Env = await startS3rver(servers, join(dir, 's3rver'), PORTS.s3, BUCKET);
    const { server: api, apiBase } = await startApi('sharecode api on S3', PORTS.api, {
      ...s3Env,
      DATA_DIR: join(dir, 'api-data'),
      CLIENT_DIR: join(dir, 'no-client'),
    });
    servers.add(api);
    const bareBase = `http://127.0.0.1:${PORTS.bare}`;
    const bare = servers.add(
      await startServer(
        'bare node:http + AWS SDK',
        join(here, 'bare-s3-server.mjs'),
        { ...s3Env, PORT: String(PORTS.bare) },
        `${bareBase}/health`,
      ),
    );

    const bigFile = join(dir, 'big.bin');
    console.log(`S3: preparing ${BIG_FILE_BYTES / MIB} MiB of test data ...`);
    await writeRandomFile(bigFile, BIG_FILE_BYTES);
    /** @type {Record<'upload' | 'uploadRef' | 'download' | 'downloadRef' | 'resumable', number[]>} */
    const results = { upload: [], uploadRef: [], download: [], downloadRef: [], resumable: [] };
    let chunkMib = NaN;
    /** @type {Record<'upload' | 'uploadRef' | 'download' | 'downloadRef', number[]>} */
    const cpu = { upload: [], uploadRef: [], download: [], downloadRef: [] };
    /** @type {Record<'upload' | 'uploadRef' | 'download' | 'downloadRef' | 'resumable', number[]>} */
    const peaks = { upload: [], uploadRef: [], download: [], downloadRef: [], resumable: [] };

    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`S3 round ${round}/${ROUNDS}: uploads ...`);
      const [up, upRef] = await inRoundOrder(
        round,
        () =>
          measureTransfer(api, () => shareFiles(apiBase, [{ path: bigFile, name: `round-${round}/big.bin` }], ONCE)),
        () => measureTransfer(bare, () => uploadMultipart(`${bareBase}/upload`, [{ path: bigFile, name: 'big.bin' }])),
      );
      const resumable = await measureTransfer(api, () =>
        uploadResumable(apiBase, { path: bigFile, name: `round-${round}/resumable.bin` }, ONCE),
      );
      chunkMib = resumable.result.chunkBytes / MIB;

      console.log(`S3 round ${round}/${ROUNDS}: downloads ...`);
      /** @param {import('./transfers.mjs').Share} share */
      const fileUrl = async (share) => (await retrieve(apiBase, share.folderCode)).data.files[0].url;
      const apiUrl = `${apiBase}${await fileUrl(up.result.body)}`;
      const refKey = /** @type {{ key: string }} */ (upRef.result.body).key;
      const [down, downRef] = await inRoundOrder(
        round,
        () => measureTransfer(api, () => download(apiUrl)),
        () => measureTransfer(bare, () => download(`${bareBase}/file?key=${refKey}`)),
      );
      // Ends the resumable share (unmeasured) and drops the reference's object, as the download ended the API's.
      await download(`${apiBase}${await fileUrl(resumable.result.body)}`);
      await fetch(`${bareBase}/file?key=${refKey}`, { method: 'DELETE' });

      for (const [name, value] of /** @type {const} */ ([
        ['upload', up],
        ['uploadRef', upRef],
        ['download', down],
        ['downloadRef', downRef],
        ['resumable', resumable],
      ])) {
        results[name].push(value.mibPerSecond);
        peaks[name].push(value.overIdle);
        if (name !== 'resumable') cpu[name].push(value.cpuPerGib);
      }
    }
    if (VERBOSE) console.log(JSON.stringify({ results, cpu, peaks }));
    const size = `${BIG_FILE_BYTES / MIB} MiB`;
    return [
      ratioRow(
        `S3: upload ${size}`,
        results.upload,
        results.uploadRef,
        'MiB/s',
        TARGET,
        cpuBeside(cpu.upload, cpu.uploadRef),
      ),
      ratioRow(
        `S3: resumable upload ${size} (${chunkMib} MiB chunks, finish included)`,
        results.resumable,
        results.uploadRef,
        'MiB/s',
        RESUMABLE_TARGET,
      ),
      ratioRow(
        `S3: download ${size}`,
        results.download,
        results.downloadRef,
        'MiB/s',
        TARGET,
        cpuBeside(cpu.download, cpu.downloadRef),
      ),
      rssRow('S3: peak RSS over idle, upload', peaks.upload, sdkPeak(peaks.uploadRef)),
      rssRow('S3: peak RSS over idle, resumable upload', peaks.resumable, sdkPeak(peaks.uploadRef)),
      rssRow('S3: peak RSS over idle, download', peaks.download, sdkPeak(peaks.downloadRef)),
    ];
  } finally {
    await servers.stopAll();
    await rm(dir, { recursive: true, force: true });
  }
}
