// @ts-check
// The transfer part of the benchmark (BENCH_PARTS=transfers): the API on local disk against bare node:http
// (bare-http-server.mjs), in rounds that measure both sides in alternating order (BENCH_ROUNDS, default 5):
//   a one-request multipart upload (BENCH_UPLOAD_MIB, default 512)  vs  busboy parsing the same body into a file
//     made as durable as the API makes it (file, then directory, flushed before the answer)
//   a resumable upload of the big file (BENCH_BIG_MIB, default 1024)  vs  the same durable upload of that file
//   the download of that resumable share  vs  node:http streaming the file from disk
//   a folder of 32 × 16 MiB as a ZIP  vs  bare archiver (STORE)
// with the API's peak RSS over idle during each upload and download, and its CPU per GiB beside the reference's;
// and first the same one-request upload into a freshly started API (bench/fresh-upload.mjs).
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { freshUploadRows } from './fresh-upload.mjs';
import { uploadResumable } from './resumable.mjs';
import { figure, goalRow } from './run-alone.mjs';
import { BIG_FILE_BYTES, MIB, ROUNDS, UPLOAD_BYTES, VERBOSE } from './settings.mjs';
import { median, writeRandomFile } from './test-data.mjs';
import {
  cpuBeside,
  IDLE_ALLOWANCE,
  inRoundOrder,
  measureTransfer,
  ONCE,
  ratioRow,
  RESUMABLE_TARGET,
  rssRow,
} from './transfer-rounds.mjs';
import { download, retrieve, shareFiles, uploadMultipart } from './transfers.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */
/** @typedef {import('./processes.mjs').Server} Server */

const ZIP_FILES = 32;
const ZIP_FILE_BYTES = 16 * MIB;
/** The API's upload keeps at least this share of the bare durable upload's pace. */
const UPLOAD_TARGET = 0.9;
/** The API's download keeps at least this share of node:http's pace streaming the file from disk. */
const DOWNLOAD_TARGET = 0.95;
/** The API's ZIP of large files keeps at least this share of bare archiver's pace. */
const ZIP_TARGET = 0.8;
/**
 * The API's CPU per GiB downloaded in the last round may exceed its median round's by this factor at most: a
 * server that grows dearer as it keeps working (V8 collecting back to back, see api/src/common/heap-growth.ts,
 * doubled it) shows here.
 */
const LAST_ROUND_TARGET = 1.25;

/**
 * Writes the test data under `work`: the upload's file, the big file and the ZIP's folder.
 * @param {string} work
 */
async function writeTestData(work) {
  const source = join(work, 'source');
  const zipSource = join(work, 'zip-source');
  await mkdir(source);
  await mkdir(zipSource);
  console.log(
    `Preparing ${UPLOAD_BYTES / MIB} MiB, ${BIG_FILE_BYTES / MIB} MiB and ${ZIP_FILES} x ${ZIP_FILE_BYTES / MIB} MiB ` +
      `of test data in ${work} ...`,
  );
  const uploadFile = join(source, 'upload.bin');
  await writeRandomFile(uploadFile, UPLOAD_BYTES);
  const bigFile = join(source, 'big.bin');
  await writeRandomFile(bigFile, BIG_FILE_BYTES);
  const zipFiles = [];
  for (let index = 0; index < ZIP_FILES; index++) {
    const name = `part-${String(index).padStart(2, '0')}.bin`;
    await writeRandomFile(join(zipSource, name), ZIP_FILE_BYTES);
    zipFiles.push({ path: join(zipSource, name), name: `folder/${name}` });
  }
  return { uploadFile, bigFile, zipSource, zipFiles };
}

/**
 * Uploads, downloads and zips through the API and the bare server, interleaved; resolves their rows.
 * `bareUploads` is where the bare server writes uploads: emptied every round, as the API's shares end.
 * @param {string} work
 * @param {{ api: Server, apiBase: string }} api
 * @param {{ bare: Server, bareBase: string, bareUploads: string }} bare
 * @returns {Promise<Row[]>}
 */
export async function diskTransferRows(work, { api, apiBase }, { bare, bareBase, bareUploads }) {
  const { uploadFile, bigFile, zipSource, zipFiles } = await writeTestData(work);
  const durableUpload = `${bareBase}/upload-durable`;
  const fresh = await freshUploadRows(work, uploadFile, { bare, durableUpload, bareUploads }, UPLOAD_TARGET);
  /** @type {Record<'upload' | 'resumable' | 'download', Record<'api' | 'ref' | 'cpu' | 'cpuRef' | 'peak', number[]>>} */
  const results = {
    upload: { api: [], ref: [], cpu: [], cpuRef: [], peak: [] },
    resumable: { api: [], ref: [], cpu: [], cpuRef: [], peak: [] },
    download: { api: [], ref: [], cpu: [], cpuRef: [], peak: [] },
  };
  /** @type {Record<'api' | 'ref', number[]>} */
  const zips = { api: [], ref: [] };
  /**
   * Keeps a round's figures of `name`; returns the API's side.
   * @template {{ mibPerSecond: number, cpuPerGib: number, overIdle: number }} S
   * @param {keyof typeof results} name
   * @param {[S, { mibPerSecond: number, cpuPerGib: number }]} pair
   * @returns {S}
   */
  function record(name, [side, reference]) {
    const figures = results[name];
    figures.api.push(side.mibPerSecond);
    figures.ref.push(reference.mibPerSecond);
    figures.cpu.push(side.cpuPerGib);
    figures.cpuRef.push(reference.cpuPerGib);
    figures.peak.push(side.overIdle);
    return side;
  }
  let resettable = true;
  let chunkMib = NaN;
  const zipUrl = `${apiBase}${(await retrieve(apiBase, (await shareFiles(apiBase, zipFiles)).body.folderCode)).data.zipUrl}`;

  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Round ${round}/${ROUNDS}: uploads ...`);
    const upload = record(
      'upload',
      await inRoundOrder(
        round,
        () =>
          measureTransfer(api, () => shareFiles(apiBase, [{ path: uploadFile, name: `round-${round}/up.bin` }], ONCE)),
        () => measureTransfer(bare, () => uploadMultipart(durableUpload, [{ path: uploadFile, name: 'up.bin' }])),
      ),
    );
    const resumable = record(
      'resumable',
      await inRoundOrder(
        round,
        () =>
          measureTransfer(api, () => uploadResumable(apiBase, { path: bigFile, name: `round-${round}/big.bin` }, ONCE)),
        () => measureTransfer(bare, () => uploadMultipart(durableUpload, [{ path: bigFile, name: 'big.bin' }])),
      ),
    );
    resettable &&= upload.resettable && resumable.resettable;
    chunkMib = resumable.result.chunkBytes / MIB;

    console.log(`Round ${round}/${ROUNDS}: downloads ...`);
    const { data } = await retrieve(apiBase, resumable.result.body.folderCode);
    record(
      'download',
      await inRoundOrder(
        round,
        () => measureTransfer(api, () => download(`${apiBase}${data.files[0].url}`)),
        () => measureTransfer(bare, () => download(`${bareBase}/file?path=${encodeURIComponent(bigFile)}`)),
      ),
    );
    // Ends the one-request upload's share (unmeasured) and drops the reference's copies, as the measured download
    // ended the resumable share: see ONCE.
    await download(`${apiBase}${(await retrieve(apiBase, upload.result.body.folderCode)).data.files[0].url}`);
    await rm(bareUploads, { recursive: true });
    await mkdir(bareUploads);

    console.log(`Round ${round}/${ROUNDS}: zips ...`);
    const [zip, zipRef] = await inRoundOrder(
      round,
      () => measureTransfer(api, () => download(zipUrl)),
      () => measureTransfer(bare, () => download(`${bareBase}/zip?dir=${encodeURIComponent(zipSource)}`)),
    );
    zips.api.push(zip.mibPerSecond);
    zips.ref.push(zipRef.mibPerSecond);
  }

  if (VERBOSE) console.log(JSON.stringify({ results, zips }));
  if (!resettable) console.log('Note: VmHWM could not be reset, so peaks are since server start.');
  const { upload, resumable, download: down } = results;
  const lastCpu = down.cpu[down.cpu.length - 1];
  const medianCpu = median(down.cpu);
  const big = `${BIG_FILE_BYTES / MIB} MiB`;
  return [
    ratioRow(
      `upload ${UPLOAD_BYTES / MIB} MiB (POST /api/upload) vs busboy + fsync`,
      upload.api,
      upload.ref,
      'MiB/s',
      UPLOAD_TARGET,
      cpuBeside(upload.cpu, upload.cpuRef),
    ),
    rssRow(`peak RSS over idle, upload ${UPLOAD_BYTES / MIB} MiB`, upload.peak, IDLE_ALLOWANCE),
    ...fresh,
    ratioRow(
      `resumable upload ${big} (${chunkMib} MiB chunks) vs busboy + fsync`,
      resumable.api,
      resumable.ref,
      'MiB/s',
      RESUMABLE_TARGET,
      cpuBeside(resumable.cpu, resumable.cpuRef),
    ),
    rssRow(`peak RSS over idle, resumable upload ${big}`, resumable.peak, IDLE_ALLOWANCE),
    ratioRow(`download ${big}`, down.api, down.ref, 'MiB/s', DOWNLOAD_TARGET, cpuBeside(down.cpu, down.cpuRef)),
    rssRow(`peak RSS over idle, download ${big}`, down.peak, IDLE_ALLOWANCE),
    goalRow({
      metric: 'server CPU per GiB downloaded, last round vs median round',
      sharecode: figure(lastCpu, 0, 'ms'),
      reference: `${figure(medianCpu, 0, 'ms')} (median of ${down.cpu.length})`,
      ratio: figure(lastCpu / medianCpu, 2),
      value: lastCpu / medianCpu,
      goal: { bound: '<=', limit: LAST_ROUND_TARGET },
    }),
    ratioRow(`folder zip (STORE), ${ZIP_FILES} x ${ZIP_FILE_BYTES / MIB} MiB`, zips.api, zips.ref, 'MiB/s', ZIP_TARGET),
  ];
}
