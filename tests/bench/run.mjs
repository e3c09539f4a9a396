// @ts-check
// Sharecode benchmark: the API against bare references, measured in one run, interleaved; then the client's
// initial JavaScript and Lighthouse scores (bench/pwa.mjs; `node bench/pwa.mjs` runs that part alone).
//   upload / download of 1 GiB   vs  a bare node:http server streaming to / from disk (upload also resumable, in chunks)
//   peak RSS of the API server during each 1 GiB transfer  vs  its idle RSS (+64 MB allowed)
//   folder ZIP throughput         vs  a bare archiver STORE run
//   ZIP of 5 000 small files      vs  bare archiver, and its first byte (bench/small-files.mjs)
//   code and link lookups/s, p99  vs  a bare NestJS hello endpoint (autocannon, 50 connections; bench/lookups.mjs)
//   the 1 GiB upload and download with S3 storage  vs  the AWS SDK alone, on one s3rver (bench/s3-transfers.mjs)
//   the API's SHA-256 of an upload: a 1 GiB upload to bare node:http with the API's hashing stage  vs  without,
//     and the API's upload beside it (bench/upload-hashing.mjs)
//   the API's malware scan of a 100 MiB file (its ClamdScanner, from local storage)  vs  clamdscan --stream on the
//     same throw-away clamd, and both finding the EICAR test file (bench/scan.mjs; BENCH_SCAN_MIB)
//   two instances on PostgreSQL, Redis and s3rver: 200 downloads and 20 uploads of 20 MiB at once  vs  bare SDK
//     servers, peak RSS, and a worker's cleanup of expired shares with lookups meanwhile (bench/load.mjs)
//   Share Files in Chromium, 5 000 small files and one 1 GiB file  vs  curl -F to the same API (bench/browser-share.mjs)
//   trees in Chromium: pick to tree, recipient's tree, folder toggles, page size, 5 000 vs 50 files (bench/browser-trees.mjs)
//   an end-to-end encrypted share of one 1 GiB file in Chromium, and its decrypted download  vs  the same file
//     shared plain, same app, same run (bench/browser-encryption.mjs)
// Usage: npm run bench (builds first). BENCH_PARTS (default transfers,folder,s3,load,lookups,hashing,scan,browser,trees,encryption,pwa) picks what runs;
// BENCH_ROUNDS (transfers), BENCH_LOOKUP_ROUNDS, BENCH_LOOKUP_SECONDS and BENCH_BIG_MIB (a smaller file for a
// quick trial; the targets are about 1 GiB) tune it; BENCH_VERBOSE=1 prints every round's figures.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverGroup, startApi, startServer } from './processes.mjs';
import { browserEncryptionRows } from './browser-encryption.mjs';
import { browserShareRows } from './browser-share.mjs';
import { browserTreeRows } from './browser-trees.mjs';
import { uploadHashingRows } from './upload-hashing.mjs';
import { scanRows } from './scan.mjs';
import { pwaRows } from './pwa.mjs';
import { loadRows } from './load.mjs';
import { lookupRows } from './lookups.mjs';
import { uploadResumable } from './resumable.mjs';
import { s3TransferRows } from './s3-transfers.mjs';
import { BIG_FILE_BYTES, MIB, ROUNDS, VERBOSE } from './settings.mjs';
import { smallFileRows } from './small-files.mjs';
import { download, retrieve, shareFiles, uploadMultipart } from './transfers.mjs';
import { writeRandomFile } from './test-data.mjs';
import { IDLE_ALLOWANCE, inRoundOrder, measureTransfer, ONCE, ratioRow, rssRow } from './transfer-rounds.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */
/** @typedef {import('./processes.mjs').Server} Server */

const here = dirname(fileURLToPath(import.meta.url));
const ZIP_FILES = 32;
const ZIP_FILE_BYTES = 16 * MIB;
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? 'transfers,folder,s3,load,lookups,hashing,scan,browser,trees,encryption,pwa').split(','),
);

/**
 * Uploads, downloads and zips through the API and the bare server, interleaved; resolves their rows.
 * @param {string} work
 * @param {{ api: Server, apiBase: string }} api
 * @param {{ bare: Server, bareBase: string }} bare
 * @returns {Promise<Row[]>}
 */
async function transferRows(work, { api, apiBase }, { bare, bareBase }) {
  const source = join(work, 'source');
  const zipSource = join(work, 'zip-source');
  await mkdir(source);
  await mkdir(zipSource);
  const bareUploads = join(work, 'bare-uploads');
  await mkdir(bareUploads);
  console.log(
    `Preparing ${BIG_FILE_BYTES / MIB} MiB and ${ZIP_FILES} x ${ZIP_FILE_BYTES / MIB} MiB of test data in ${work} ...`,
  );
  const bigFile = join(source, 'big.bin');
  await writeRandomFile(bigFile, BIG_FILE_BYTES);
  const zipFiles = [];
  for (let index = 0; index < ZIP_FILES; index++) {
    const path = join(zipSource, `part-${String(index).padStart(2, '0')}.bin`);
    await writeRandomFile(path, ZIP_FILE_BYTES);
    zipFiles.push({ path, name: `folder/part-${String(index).padStart(2, '0')}.bin` });
  }
  /** @type {Record<'upload' | 'uploadRef' | 'resumable' | 'download' | 'downloadRef' | 'zip' | 'zipRef' | 'uploadCpu' | 'uploadCpuRef' | 'downloadCpu' | 'downloadCpuRef', number[]>} */
  const results = {
    upload: [],
    uploadRef: [],
    resumable: [],
    download: [],
    downloadRef: [],
    zip: [],
    zipRef: [],
    uploadCpu: [],
    uploadCpuRef: [],
    downloadCpu: [],
    downloadCpuRef: [],
  };
  /** @type {Record<string, number[]>} */
  const rssPeaks = { upload: [], 'resumable upload': [], download: [] };
  let resettable = true;
  const zipShare = (await shareFiles(apiBase, zipFiles)).body.folderCode;
  const zipUrl = `${apiBase}${(await retrieve(apiBase, zipShare)).data.zipUrl}`;

  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Round ${round}/${ROUNDS}: uploads ...`);
    const [up, upRef] = await inRoundOrder(
      round,
      () => measureTransfer(api, () => shareFiles(apiBase, [{ path: bigFile, name: `round-${round}/big.bin` }], ONCE)),
      () => measureTransfer(bare, () => uploadMultipart(`${bareBase}/upload`, [{ path: bigFile, name: 'big.bin' }])),
    );
    results.upload.push(up.mibPerSecond);
    results.uploadRef.push(upRef.mibPerSecond);
    results.uploadCpu.push(up.cpuPerGib);
    results.uploadCpuRef.push(upRef.cpuPerGib);
    rssPeaks.upload.push(up.overIdle);
    resettable &&= up.resettable;
    const resumable = await measureTransfer(api, () =>
      uploadResumable(apiBase, { path: bigFile, name: `round-${round}/resumable.bin` }, ONCE),
    );
    results.resumable.push(resumable.mibPerSecond);
    rssPeaks['resumable upload'].push(resumable.overIdle);

    console.log(`Round ${round}/${ROUNDS}: downloads ...`);
    const { data } = await retrieve(apiBase, up.result.body.folderCode);
    const [down, downRef] = await inRoundOrder(
      round,
      () => measureTransfer(api, () => download(`${apiBase}${data.files[0].url}`)),
      () => measureTransfer(bare, () => download(`${bareBase}/file?path=${encodeURIComponent(bigFile)}`)),
    );
    results.download.push(down.mibPerSecond);
    results.downloadRef.push(downRef.mibPerSecond);
    results.downloadCpu.push(down.cpuPerGib);
    results.downloadCpuRef.push(downRef.cpuPerGib);
    rssPeaks.download.push(down.overIdle);

    // Ends the resumable share (unmeasured) and drops the reference's copy, as the measured download ended
    // the API's: see ONCE.
    await download(`${apiBase}${(await retrieve(apiBase, resumable.result.body.folderCode)).data.files[0].url}`);
    await rm(bareUploads, { recursive: true });
    await mkdir(bareUploads);

    console.log(`Round ${round}/${ROUNDS}: zips ...`);
    const [zip, zipRef] = await inRoundOrder(
      round,
      () => measureTransfer(api, () => download(zipUrl)),
      () => measureTransfer(bare, () => download(`${bareBase}/zip?dir=${encodeURIComponent(zipSource)}`)),
    );
    results.zip.push(zip.mibPerSecond);
    results.zipRef.push(zipRef.mibPerSecond);
  }

  if (VERBOSE) console.log(JSON.stringify(results));
  const rows = [
    ratioRow(`upload ${BIG_FILE_BYTES / MIB} MiB`, results.upload, results.uploadRef, 'MiB/s', 0.95),
    ratioRow(
      `resumable upload ${BIG_FILE_BYTES / MIB} MiB (8 MiB chunks)`,
      results.resumable,
      results.uploadRef,
      'MiB/s',
    ),
    ratioRow(`download ${BIG_FILE_BYTES / MIB} MiB`, results.download, results.downloadRef, 'MiB/s', 0.95),
    ratioRow('folder zip (STORE)', results.zip, results.zipRef, 'MiB/s', 0.8),
    // A server that slows down as it keeps working (see api/src/common/heap-growth.ts) shows here as a last
    // round dearer than the median.
    ratioRow('server CPU per GiB uploaded', results.uploadCpu, results.uploadCpuRef, 'ms'),
    ratioRow('server CPU per GiB downloaded', results.downloadCpu, results.downloadCpuRef, 'ms'),
    ratioRow('  ... in the last round', results.downloadCpu.slice(-1), results.downloadCpuRef.slice(-1), 'ms'),
  ];
  for (const [phase, peaks] of Object.entries(rssPeaks)) {
    rows.push(rssRow(`peak RSS over idle, ${phase}`, peaks, IDLE_ALLOWANCE));
  }
  if (!resettable) console.log('Note: VmHWM could not be reset, so peaks are since server start.');
  return rows;
}

/**
 * A share of five one-byte files, the size of a typical lookup answer: its code and its link's last segment.
 * @param {string} work
 * @param {string} apiBase
 */
async function smallShare(work, apiBase) {
  const dir = join(work, 'small');
  await mkdir(dir);
  const files = [];
  for (let index = 0; index < 5; index++) {
    const path = join(dir, `small-${index}.txt`);
    await writeRandomFile(path, 1);
    files.push({ path, name: `small/file-${index}.txt` });
  }
  const { folderCode, folderUrl } = (await shareFiles(apiBase, files)).body;
  return { code: folderCode, link: new URL(folderUrl).pathname.split('/').pop() };
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'sharecode-bench-'));
  const servers = serverGroup();
  try {
    const barePort = 3902;
    const nestPort = 3903;
    const { server: api, apiBase } = await startApi('sharecode api', 3901, {
      DATA_DIR: join(work, 'api-data'),
      CLIENT_DIR: join(work, 'no-client'),
      TRUST_PROXY: 'on',
    });
    servers.add(api);
    /** @type {Row[]} */
    const table = [];
    const bareBase = `http://127.0.0.1:${barePort}`;
    if (PARTS.has('transfers') || PARTS.has('folder')) {
      const bare = servers.add(
        await startServer(
          'bare node:http',
          join(here, 'bare-http-server.mjs'),
          { PORT: String(barePort), BARE_UPLOAD_DIR: join(work, 'bare-uploads') },
          `${bareBase}/health`,
        ),
      );
      if (PARTS.has('transfers')) table.push(...(await transferRows(work, { api, apiBase }, { bare, bareBase })));
      if (PARTS.has('folder')) table.push(...(await smallFileRows(work, apiBase, bareBase)));
    }
    if (PARTS.has('lookups')) {
      const nest = servers.add(
        await startServer(
          'bare NestJS',
          join(here, 'bare-nest-server.mjs'),
          { PORT: String(nestPort) },
          `http://127.0.0.1:${nestPort}/hello`,
        ),
      );
      const { code, link } = await smallShare(work, apiBase);
      table.push(
        ...(await lookupRows(
          { url: `${apiBase}/api/folders/retrieve/${code}`, pid: api.pid },
          { url: `${apiBase}/s/${link}/qr`, pid: api.pid },
          { url: `http://127.0.0.1:${nestPort}/hello`, pid: nest.pid },
        )),
      );
    }
    if (PARTS.has('s3')) table.push(...(await s3TransferRows(work)));
    // Its own API instance and bare server (BENCH_ROUNDS, default 5).
    if (PARTS.has('hashing')) table.push(...(await uploadHashingRows(work)));
    // Its own throw-away clamd, installing clamdscan when missing (BENCH_ROUNDS, default 5).
    if (PARTS.has('scan')) table.push(...(await scanRows(work)));
    // Its own deployment: two instances and a worker on PostgreSQL, Redis and s3rver (BENCH_LOAD_ROUNDS).
    if (PARTS.has('load')) table.push(...(await loadRows(work)));
    // Its own API instance, serving the built client (BENCH_BROWSER_ROUNDS, else BENCH_ROUNDS, default 3).
    if (PARTS.has('browser')) table.push(...(await browserShareRows(work)));
    if (PARTS.has('trees')) table.push(...(await browserTreeRows(work)));
    if (PARTS.has('encryption')) table.push(...(await browserEncryptionRows(work)));
    // The client's figures (initial JS, Lighthouse), measured once the API's are done.
    if (PARTS.has('pwa')) table.push(...(await pwaRows()));
    console.log(
      `\nSharecode benchmark (transfers: ${ROUNDS} rounds, each measuring both sides in alternating order; ratio = median of the rounds' ratios)`,
    );
    console.table(table);
  } finally {
    await servers.stopAll();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
