// @ts-check
// The transfer half of the load part (bench/load.mjs): 200 concurrent downloads of one 20 MiB file and 20
// concurrent uploads of 20 MiB, at once, spread over two API instances on one PostgreSQL, Redis and s3rver,
// against the same load on two bare node:http + AWS SDK servers (bare-s3-server.mjs) on the same s3rver. Every
// byte that comes back is compared with what was sent; uploads are read back once the load is over. And the
// shares both halves make through the API, with their links.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { peakRss, resetPeak } from './processes.mjs';
import { MIB } from './settings.mjs';
import { parseJson, readText } from './transfers.mjs';

export const DOWNLOADS = 200;
export const UPLOADS = 20;
export const FILE_BYTES = 20 * MIB;
/** The most an instance's RSS may grow over its idle RSS under the load. */
export const LOAD_RSS_ALLOWANCE = 128 * MIB;
const BOUNDARY = 'sharecode-load-boundary';
/** A transfer that has not ended in this long is an error (and the run goes on). */
const TRANSFER_TIMEOUT_MS = 300_000;

/** @typedef {{ seconds: number, bytes: number, error?: string, body?: Buffer }} Transfer */
/**
 * One side of the comparison: its servers (one per instance), where its downloads go, how it takes an
 * upload, and how the answer of an upload to its `instance`-th server is read back (resolving an error, or
 * undefined when every byte matched).
 * @typedef {{
 *   pids: number[],
 *   downloadUrls: string[],
 *   uploadUrls: string[],
 *   readBack: (answer: Buffer, instance: number) => Promise<string | undefined>,
 * }} Side
 */
/**
 * @typedef {{ downloadMibPerSecond: number, downloadP99: number, uploadMibPerSecond: number, uploadP99: number,
 *   errors: string[], overIdle: number[] }} MixResult
 */

/** The Content-Type of multipartBody's bodies. */
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * The multipart body of an upload of `file`, as the data-sharing page sends one.
 * @param {Buffer} file
 * @param {'download' | '24h'} retention
 */
export function multipartBody(file, retention) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="load/big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  /** @type {(name: string, value: string) => string} */
  const field = (name, value) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const tail = `\r\n${field('filePaths', JSON.stringify(['load/big.bin']))}${field('retention', retention)}--${BOUNDARY}--\r\n`;
  return Buffer.concat([Buffer.from(head), file, Buffer.from(tail)]);
}

/**
 * Sends one request (`body` for a POST); resolves its time and, unless `expected` is given, its body. With
 * `expected`, the answer's bytes are compared with it as they arrive instead of being kept.
 * @param {string} url
 * @param {{ body?: Buffer, contentType?: string, expected?: Buffer }} options
 * @returns {Promise<Transfer>}
 */
export function transfer(url, { body, contentType, expected }) {
  const started = performance.now();
  const done = (/** @type {Omit<Transfer, 'seconds'>} */ result) => ({
    ...result,
    seconds: (performance.now() - started) / 1000,
  });
  return new Promise((resolve) => {
    const sent = request(url, {
      method: body ? 'POST' : 'GET',
      agent: false,
      timeout: TRANSFER_TIMEOUT_MS,
      headers: body ? { 'Content-Type': contentType, 'Content-Length': body.length } : {},
    });
    sent.on('timeout', () => sent.destroy(new Error(`no answer within ${TRANSFER_TIMEOUT_MS} ms`)));
    sent.on('error', (error) => resolve(done({ bytes: 0, error: `${url}: ${error.message}` })));
    sent.on('response', (response) => {
      const ok = response.statusCode === (body ? 201 : 200);
      /** @type {Buffer[]} */
      const kept = [];
      let offset = 0;
      let mismatch = false;
      response.on('data', (/** @type {Buffer} */ chunk) => {
        if (expected) mismatch ||= !chunk.equals(expected.subarray(offset, offset + chunk.length));
        else kept.push(chunk);
        offset += chunk.length;
      });
      response.on('error', (error) => resolve(done({ bytes: offset, error: `${url}: ${error.message}` })));
      response.on('end', () => {
        const bytes = body ? body.length : offset;
        if (!ok) return resolve(done({ bytes, error: `${url} answered ${response.statusCode}` }));
        if (expected && (mismatch || offset !== expected.length)) {
          return resolve(
            done({ bytes, error: `${url}: ${offset} bytes that differ from the ${expected.length} sent` }),
          );
        }
        resolve(done({ bytes, body: Buffer.concat(kept) }));
      });
    });
    sent.end(body);
  });
}

/**
 * The nearest-rank percentile `p` (0–100) of `values`.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Resolves the rate of a set of concurrent transfers (all bytes over the time until the last one ended) and
 * the p99 of their times.
 * @param {Transfer[]} transfers
 */
function rateOf(transfers) {
  const bytes = transfers.reduce((sum, one) => sum + one.bytes, 0);
  const seconds = Math.max(...transfers.map((one) => one.seconds));
  return {
    mibPerSecond: bytes / MIB / seconds,
    p99: percentile(
      transfers.map((one) => one.seconds),
      99,
    ),
  };
}

/**
 * Runs the whole mix against one side once: every download and upload started together, spread over its
 * instances in turn. Dirty pages are flushed first, so neither side pays for the other's writes. `idle` is each
 * server's RSS before any load: a server that keeps what an earlier round grew to shows it in every round.
 * @param {Side} side
 * @param {Buffer} file the bytes every download must return
 * @param {Buffer} uploadBody
 * @param {number[]} idle bytes, per server
 * @returns {Promise<MixResult>}
 */
export async function runMix(side, file, uploadBody, idle) {
  execFileSync('sync');
  await Promise.all(side.pids.map((pid) => resetPeak(pid)));
  const instances = side.downloadUrls.length;
  const [downloads, uploads] = await Promise.all([
    Promise.all(
      Array.from({ length: DOWNLOADS }, (_, n) => transfer(side.downloadUrls[n % instances], { expected: file })),
    ),
    Promise.all(
      Array.from({ length: UPLOADS }, (_, n) =>
        transfer(side.uploadUrls[n % instances], {
          body: uploadBody,
          contentType: MULTIPART_TYPE,
        }),
      ),
    ),
  ]);
  const peaks = await Promise.all(side.pids.map((pid) => peakRss(pid)));
  const errors = [...downloads, ...uploads].flatMap((one) => (one.error ? [one.error] : []));
  for (const [n, upload] of uploads.entries()) {
    const error = upload.body && (await side.readBack(upload.body, n % instances));
    if (error) errors.push(error);
  }
  const down = rateOf(downloads);
  const up = rateOf(uploads);
  return {
    downloadMibPerSecond: down.mibPerSecond,
    downloadP99: down.p99,
    uploadMibPerSecond: up.mibPerSecond,
    uploadP99: up.p99,
    errors,
    overIdle: peaks.map((peak, index) => peak - idle[index]),
  };
}

/**
 * A JSON answer's body, as `T`.
 * @template T
 * @param {string} url
 * @returns {Promise<T>}
 */
function getJson(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { Accept: 'application/json' } }, (response) => {
      readText(response).then((text) => resolve(/** @type {T} */ (parseJson(text))), reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Uploads a share through `apiBase`; resolves its answer.
 * @param {string} apiBase
 * @param {Buffer} file
 * @returns {Promise<{ folderCode: string, folderUrl: string }>}
 */
export async function share(apiBase, file) {
  const upload = await transfer(`${apiBase}/api/upload`, {
    body: multipartBody(file, '24h'),
    contentType: MULTIPART_TYPE,
  });
  if (upload.error || !upload.body) throw new Error(`Could not share a file: ${upload.error}`);
  return /** @type {{ folderCode: string, folderUrl: string }} */ (parseJson(upload.body.toString()));
}

/**
 * The last segment of a share URL (`…/s/4821-<key>`): what link lookups and downloads go through.
 * @param {string} folderUrl
 */
export const linkOf = (folderUrl) => new URL(folderUrl).pathname.split('/').pop();

/**
 * The URL of the first file of the share `folderUrl` names, as a link lookup on `apiBase` answers it.
 * @param {string} apiBase
 * @param {string} folderUrl
 */
export async function firstFileUrl(apiBase, folderUrl) {
  const { data } = /** @type {{ data: { files: Array<{ url: string }> } }} */ (
    await getJson(`${apiBase}/s/${linkOf(folderUrl)}/qr`)
  );
  return `${apiBase}${data.files[0].url}`;
}
