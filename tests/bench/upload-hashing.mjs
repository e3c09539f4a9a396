// @ts-check
// The hashing part of the benchmark (BENCH_PARTS=hashing): what the SHA-256 the API computes while an upload
// streams in (api/src/uploads/digest/) adds to the upload. The API has no way to turn it off, so the cost is
// taken on a bare node:http server (bare-hashing-server.mjs) streaming the same multipart upload of the big
// file (BENCH_BIG_MIB, default 1024) to disk with the API's own stage in the stream against without it; the
// API's upload (durable, which neither bare side is) is set beside the hashed one, with each side's CPU per GiB.
// Rounds alternate the order of the three sides after flushing dirty pages; the ratio is the median of the
// rounds' ratios (BENCH_ROUNDS, default 5).
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverGroup, startApi, startServer } from './processes.mjs';
import { figure, runAloneIfMain } from './run-alone.mjs';
import { BIG_FILE_BYTES, MIB, ROUNDS, VERBOSE } from './settings.mjs';
import { median, writeRandomFile } from './test-data.mjs';
import { costRow, measureTransfer, ONCE } from './transfer-rounds.mjs';
import { download, retrieve, shareFiles, uploadMultipart } from './transfers.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */

const here = dirname(fileURLToPath(import.meta.url));
/** Hashing may add at most this share to an upload's time. */
const HASHING_TARGET = 1.05;
const PORTS = { api: 3907, bare: 3908 };

/**
 * @param {string} work
 * @returns {Promise<Row[]>}
 */
export async function uploadHashingRows(work) {
  const dir = join(work, 'upload-hashing');
  const bigPath = join(dir, 'big.bin');
  const bareUploads = join(dir, 'bare-uploads');
  await mkdir(bareUploads, { recursive: true });
  console.log(`Hashing: writing ${BIG_FILE_BYTES / MIB} MiB ...`);
  await writeRandomFile(bigPath, BIG_FILE_BYTES);

  const servers = serverGroup();
  try {
    const { server: api, apiBase } = await startApi('sharecode api', PORTS.api, {
      DATA_DIR: join(dir, 'api-data'),
      CLIENT_DIR: join(dir, 'no-client'),
    });
    servers.add(api);
    const bareBase = `http://127.0.0.1:${PORTS.bare}`;
    const bare = servers.add(
      await startServer(
        'bare node:http with the API’s SHA-256 stage',
        join(here, 'bare-hashing-server.mjs'),
        { PORT: String(PORTS.bare), BARE_UPLOAD_DIR: bareUploads },
        `${bareBase}/health`,
      ),
    );
    const file = [{ path: bigPath, name: 'big.bin' }];
    /**
     * A side's figures for the rows; `code`: the API's share.
     * @typedef {{ seconds: number, cpuPerGib: number, code?: string }} Run
     */
    /**
     * @param {import('./processes.mjs').Server} server
     * @param {() => Promise<{ seconds: number, bytes: number, body: unknown }>} upload
     * @returns {Promise<Run>}
     */
    const measure = async (server, upload) => {
      const { result, cpuPerGib } = await measureTransfer(server, upload);
      const { folderCode } = /** @type {{ folderCode?: string }} */ (result.body);
      return { seconds: result.seconds, cpuPerGib, code: folderCode };
    };
    /** @type {Record<'api' | 'hashed' | 'plain', () => Promise<Run>>} */
    const sides = {
      api: () => measure(api, () => shareFiles(apiBase, file, ONCE)),
      hashed: () => measure(bare, () => uploadMultipart(`${bareBase}/upload-hashed`, file)),
      plain: () => measure(bare, () => uploadMultipart(`${bareBase}/upload`, file)),
    };
    /** @type {Record<keyof typeof sides, Run[]>} */
    const results = { api: [], hashed: [], plain: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`Round ${round}/${ROUNDS}: upload to the API, to the bare server hashed and not ...`);
      const order = /** @type {Array<keyof typeof sides>} */ (Object.keys(sides));
      if (round % 2 === 0) order.reverse();
      for (const name of order) results[name].push(await sides[name]());
      const apiCode = results.api[results.api.length - 1].code;
      if (!apiCode) throw new Error('the API answered its upload without a code');
      // Ends the API's share (unmeasured; see ONCE) and drops the bare server's copies, so the disk holds
      // one round's bytes.
      await download(`${apiBase}${(await retrieve(apiBase, apiCode)).data.files[0].url}`);
      await rm(bareUploads, { recursive: true });
      await mkdir(bareUploads);
      if (VERBOSE)
        console.log(
          `  ${Object.entries(results)
            .map(([name, runs]) => `${name} ${runs[runs.length - 1].seconds.toFixed(2)} s`)
            .join(', ')}`,
        );
    }
    /** @type {(name: keyof typeof results, key: 'seconds' | 'cpuPerGib') => number[]} */
    const of = (name, key) => results[name].map((run) => run[key]);
    /** @type {(name: keyof typeof results) => string} */
    const cpu = (name) => `CPU ${figure(median(of(name, 'cpuPerGib')), 0, 'ms/GiB')}`;
    return [
      costRow(
        `hashing: upload of ${BIG_FILE_BYTES / MIB} MiB with the API's SHA-256 stage (bare node:http)`,
        of('hashed', 'seconds'),
        of('plain', 'seconds'),
        's',
        HASHING_TARGET,
        {
          sharecode: `${cpu('hashed')}; the API's own upload ${figure(median(of('api', 'seconds')), 1, 's')}, ${cpu('api')}`,
          reference: cpu('plain'),
        },
      ),
    ];
  } finally {
    await servers.stopAll();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, uploadHashingRows);
