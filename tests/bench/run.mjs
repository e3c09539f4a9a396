// @ts-check
// Sharecode benchmark: the API against bare references, measured in one run, interleaved; then the client's
// initial JavaScript and Lighthouse scores. Every row has a goal and says MET or MISSED; a line after the table
// counts them and names the MISSED ones. The rows, by part (BENCH_PARTS):
//   transfers (bench/disk-transfers.mjs): a 512 MiB upload (BENCH_UPLOAD_MIB) vs bare node:http + busboy writing
//     the file as durably (>= 0.9x); a 1 GiB resumable upload vs the same (>= 0.8x); the 1 GiB download vs bare
//     node:http (>= 0.95x); peak RSS over idle during each (<= 64 MiB); CPU per GiB downloaded in the last round
//     vs the median round (<= 1.25x); a folder ZIP of 32 x 16 MiB vs bare archiver (>= 0.8x); CPU per GiB beside;
//     the 512 MiB upload by curl into a freshly started API, a new one each round (>= 0.9x, peak RSS <= 64 MiB)
//   folder (bench/small-files.mjs): the ZIP of 5 000 small files vs bare archiver (>= 2x), its first byte (< 200 ms)
//   lookups (bench/lookups.mjs): code lookups, link lookups and health checks, req/s with 50 connections, vs a bare
//     NestJS JSON route (>= 0.5x each), p99 and CPU per request beside; the API logs and serves metrics as in
//     production
//   s3 (bench/s3-transfers.mjs): the 1 GiB upload and download on S3 vs the AWS SDK alone on one s3rver (>= 0.95x),
//     the resumable upload (>= 0.8x), peak RSS over idle (<= 64 MiB)
//   hashing (bench/upload-hashing.mjs): an upload to bare node:http with the API's SHA-256 stage vs without
//     (<= 1.05x), the API's own upload beside it
//   scan (bench/scan.mjs): the API's malware scan of 100 MiB (BENCH_SCAN_MIB) vs clamdscan --stream on the same
//     clamd (<= 1.2x), and both sides' verdicts on the EICAR test file and the random one
//   load (bench/load.mjs): two instances on PostgreSQL, Redis and s3rver: 200 downloads and 20 uploads of 20 MiB
//     at once vs bare SDK servers (>= 0.9x), no failed transfer, peak RSS over idle (<= 128 MiB); a worker's
//     cleanup of expired shares (the code space's worth within a minute) and lookups meanwhile vs lookups with
//     the worker paused (p99 <= 2x), no failed lookup
//   load-one (bench/load-one.mjs): one instance as `npm start` runs it (SQLite, local disk), 200 downloads of 20 MiB,
//     20 uploads of 5 MiB and 500 link lookups at once: peak RSS over idle (<= 128 MiB), no failure
//   live (bench/live.mjs): a sender's page's one long poll (POST /api/live) on two instances sharing
//     PostgreSQL, Redis and s3rver: Redis commands/s of an idle page hosting 10 shares, the instances' own with no
//     page subtracted, as Redis counts them (commands inside Lua scripts too) and as the API sends them (<= 1/s
//     each, 1 share beside); the requests the page holds open (= 1, every share kept present); a recipient's direct
//     offer on one instance to the sender's poll on the other (p50 <= 50 ms, p99 <= 250 ms)
//   browser (bench/browser-share.mjs): Share Files in Chromium, 5 000 small files and one 1 GiB file, vs curl -F
//     to the same API (<= 1.5x for the small files, <= 1.3x for 1 GiB), a bare page's same requests beside
//   trees (bench/browser-trees.mjs): pick to tree (<= 500 ms), the recipient's tree (<= 1 s), folder toggles and
//     Expand all / Collapse all (<= 50 ms), elements in the page (<= 3 000), 5 000 files beside 50
//   encryption (bench/browser-encryption.mjs): an end-to-end encrypted share of one 1 GiB file vs the same file
//     shared plain (<= 1.15x), sealing it alone beside; its decrypted download vs the plain one (>= 0.8x)
//   instant (bench/instant.mjs): with the sender's upload slowed to 5 MB/s in Chromium, Share to the code on screen
//     with 1 GiB selected (<= 1 s, the whole upload beside it); a recipient opening the code at once, 40 small files
//     and one of 200 MiB: the first file downloadable (<= 2 s from opening), every byte held (<= 1.1x the upload's
//     own duration)
//   instant-roads (bench/instant-roads.mjs): the recipient pressing Download on a 60 MiB file still arriving at
//     5 MB/s, holding it (over the upload's own duration, worst of BENCH_ROAD_ROUNDS): through the sender's one slow
//     uplink (<= 1.1x), and with the two devices on one fast network (<= 0.5x)
//   gallery (bench/gallery.mjs): 500 photos of 3–5 MB at phone size in Chromium, the first screen of thumbnails vs
//     the tree view's first rows of the same share (<= 1.5x); its thumbnail bytes vs the photos' (<= 2 %)
//   media (bench/media.mjs): a ~1 GiB MP4 (BENCH_MEDIA_MIB) shared end-to-end encrypted and plain, opened at phone
//     size in the gallery's viewer in Chromium and seeked to its middle: to `seeked` and to its first frame
//     (<= 1.5 s each), the frame vs the plain share's (<= 2x), the renderers' memory after the seek over before
//     playing (<= 64 MiB)
//   direct (bench/direct.mjs): a file received straight from the sender's open page between two Chromium pages,
//     1 GiB (BENCH_DIRECT_MIB), BENCH_BROWSER_ROUNDS alternating rounds, vs a bare page's own RTCDataChannel
//     moving the same bytes (>= 0.8x, MB/s beside); the same with the TURN relay forced (a throw-away coturn)
//   sweeps (bench/sweeps.mjs): a start that sweeps an abandoned resumable upload of 50 000 files (its share expired
//     too), on SQLite and on PostgreSQL: the API's peak RSS over its idle RSS on the same data (<= 128 MiB)
//   pwa (bench/pwa.mjs): the client's initial JS (<= 120 KiB gzip); Lighthouse (mobile) on five pages (a share of
//     photos opened as the gallery among them), each
//     category (>= 95) and the layout shift of every run (< 0.05)
// Usage: npm run bench (builds first). BENCH_PARTS (default transfers,folder,s3,load,load-one,live,lookups,hashing,scan,
// browser,trees,encryption,instant,instant-roads,thumbnails,gallery,media,direct,sweeps,pwa) picks what runs; BENCH_ROUNDS (transfers), BENCH_LOOKUP_ROUNDS, BENCH_LOOKUP_SECONDS,
// BENCH_UPLOAD_MIB and BENCH_BIG_MIB (smaller files for a quick trial; the goals are about the defaults) tune it;
// BENCH_VERBOSE=1 prints every round's figures.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverGroup, startApi, startServer } from './processes.mjs';
import { browserEncryptionRows } from './browser-encryption.mjs';
import { browserShareRows } from './browser-share.mjs';
import { browserTreeRows } from './browser-trees.mjs';
import { instantRows } from './instant.mjs';
import { instantRoadRows } from './instant-roads.mjs';
import { thumbnailRows } from './thumbnails.mjs';
import { galleryRows } from './gallery.mjs';
import { mediaRows } from './media.mjs';
import { diskTransferRows } from './disk-transfers.mjs';
import { directRows } from './direct.mjs';
import { uploadHashingRows } from './upload-hashing.mjs';
import { scanRows } from './scan.mjs';
import { pwaRows } from './pwa.mjs';
import { loadRows } from './load.mjs';
import { loadOneRows } from './load-one.mjs';
import { liveRows } from './live.mjs';
import { lookupRows } from './lookups.mjs';
import { printRows } from './run-alone.mjs';
import { s3TransferRows } from './s3-transfers.mjs';
import { ROUNDS } from './settings.mjs';
import { smallFileRows } from './small-files.mjs';
import { sweepRows } from './sweeps.mjs';
import { shareFiles } from './transfers.mjs';
import { writeRandomFile } from './test-data.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */

const here = dirname(fileURLToPath(import.meta.url));
const PORTS = { api: 3901, bare: 3902, nest: 3903, metrics: 3909 };
const PARTS = new Set(
  (
    process.env.BENCH_PARTS ??
    'transfers,folder,s3,load,load-one,live,lookups,hashing,scan,browser,trees,encryption,instant,instant-roads,thumbnails,gallery,media,direct,sweeps,pwa'
  ).split(','),
);

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
    // As production runs it: JSON logs at info (LOG_LEVEL's default, set in case this shell has another), an
    // access-log line per request written to a file as a collector would take it, and metrics on.
    const accessLog = join(work, 'api.log');
    const { server: api, apiBase } = await startApi(
      'sharecode api',
      PORTS.api,
      {
        DATA_DIR: join(work, 'api-data'),
        CLIENT_DIR: join(work, 'no-client'),
        TRUST_PROXY: 'on',
        LOG_LEVEL: 'info',
        METRICS_PORT: String(PORTS.metrics),
      },
      { logPath: accessLog },
    );
    servers.add(api);
    /** @type {Row[]} */
    const table = [];
    const bareBase = `http://127.0.0.1:${PORTS.bare}`;
    const bareUploads = join(work, 'bare-uploads');
    if (PARTS.has('transfers') || PARTS.has('folder')) {
      await mkdir(bareUploads);
      const bare = servers.add(
        await startServer(
          'bare node:http',
          join(here, 'bare-http-server.mjs'),
          { PORT: String(PORTS.bare), BARE_UPLOAD_DIR: bareUploads },
          `${bareBase}/health`,
        ),
      );
      if (PARTS.has('transfers')) {
        table.push(...(await diskTransferRows(work, { api, apiBase }, { bare, bareBase, bareUploads })));
      }
      if (PARTS.has('folder')) table.push(...(await smallFileRows(work, { api, apiBase }, { bare, bareBase })));
    }
    if (PARTS.has('lookups')) {
      const helloUrl = `http://127.0.0.1:${PORTS.nest}/hello`;
      const nest = servers.add(
        await startServer('bare NestJS', join(here, 'bare-nest-server.mjs'), { PORT: String(PORTS.nest) }, helloUrl),
      );
      const { code, link } = await smallShare(work, apiBase);
      table.push(
        ...(await lookupRows(
          { pid: api.pid, accessLog },
          {
            code: `${apiBase}/api/folders/retrieve/${code}`,
            link: `${apiBase}/s/${link}/qr`,
            health: `${apiBase}/api/health`,
          },
          { url: helloUrl, pid: nest.pid },
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
    // Its own API instance as a laptop runs it: SQLite, local disk, no Redis (BENCH_LOAD_ROUNDS).
    if (PARTS.has('load-one')) table.push(...(await loadOneRows(work)));
    // Its own deployment: two instances on PostgreSQL, Redis and s3rver, and a sender's page simulated here
    // (BENCH_LIVE_ROUNDS, BENCH_LIVE_WINDOW_SECONDS, BENCH_LIVE_OFFERS).
    if (PARTS.has('live')) table.push(...(await liveRows(work)));
    // Its own API instance, serving the built client (BENCH_BROWSER_ROUNDS, else BENCH_ROUNDS, default 3).
    if (PARTS.has('browser')) table.push(...(await browserShareRows(work)));
    if (PARTS.has('trees')) table.push(...(await browserTreeRows(work)));
    if (PARTS.has('encryption')) table.push(...(await browserEncryptionRows(work)));
    // Its own API instance serving the built client, the sender's upload slowed to 5 MB/s (one round).
    if (PARTS.has('instant')) table.push(...(await instantRows(work)));
    // Its own API instance, and a proxy slowing uploads through it alone (the fast-LAN row).
    if (PARTS.has('instant-roads')) table.push(...(await instantRoadRows(work)));
    // The worker's thumbnail job on the API's build, against sharp alone (BENCH_ROUNDS, default 5).
    if (PARTS.has('thumbnails')) table.push(...(await thumbnailRows(work)));
    // Its own API instance serving the built client, with the photos' thumbnails made first (BENCH_BROWSER_ROUNDS).
    if (PARTS.has('gallery')) table.push(...(await galleryRows(work)));
    // Its own API instance serving the built client, a ~1 GiB video made with ffmpeg (BENCH_BROWSER_ROUNDS).
    if (PARTS.has('media')) table.push(...(await mediaRows(work)));
    // Its own two API instances serving the built client, and a throw-away coturn for the relay row (one round).
    if (PARTS.has('direct')) table.push(...(await directRows(work)));
    // Its own API instances, one after another on SQLite, then on a throw-away PostgreSQL.
    if (PARTS.has('sweeps')) table.push(...(await sweepRows(work)));
    // The client's figures (initial JS, Lighthouse), measured once the API's are done.
    if (PARTS.has('pwa')) table.push(...(await pwaRows()));
    console.log(
      `\nSharecode benchmark (transfers: ${ROUNDS} rounds, each measuring both sides in alternating order; ratio = median of the rounds' ratios)`,
    );
    printRows(table);
  } finally {
    await servers.stopAll();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
