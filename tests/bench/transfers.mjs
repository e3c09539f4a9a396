// @ts-check
// HTTP clients for the transfer measurements: a streamed multipart upload and a discarding download, and the
// API's answers the bench reads.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request } from 'node:http';
import { once } from 'node:events';
import { MIB } from './settings.mjs';

const BOUNDARY = 'sharecode-bench-boundary';

/** @typedef {{ path: string, name: string }} LocalFile a file on disk, and the name it is sent under */
/** @typedef {{ folderCode: string, folderUrl: string }} Share what the API answers a finished upload with */
/** @typedef {{ data: { zipUrl: string, files: Array<{ url: string }> } }} Retrieved what a code lookup answers */

/**
 * JSON.parse, typed for what it is: a value to check or cast before use.
 * @param {string} text
 * @returns {unknown}
 */
export function parseJson(text) {
  return JSON.parse(text);
}

/**
 * Collects the text of an answer.
 * @param {import('node:http').IncomingMessage} response
 * @returns {Promise<string>}
 */
export function readText(response) {
  return new Promise((resolve, reject) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (/** @type {string} */ chunk) => (text += chunk));
    response.on('end', () => resolve(text));
    response.on('error', reject);
  });
}

/**
 * POSTs `files` as multipart/form-data, streamed from disk, then the filePaths field and any other `fields`,
 * as the data-sharing page sends them. Resolves { seconds, bytes, body } (body: the answer's JSON).
 * @param {string} url
 * @param {LocalFile[]} files
 * @param {Record<string, string>} fields
 * @returns {Promise<{ seconds: number, bytes: number, body: unknown }>}
 */
export async function uploadMultipart(url, files, fields = {}) {
  /** @type {Array<{ head: Buffer, path: string }>} */
  const parts = [];
  let length = 0;
  for (const file of files) {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const size = (await stat(file.path)).size;
    parts.push({ head, path: file.path });
    length += head.length + size + 2;
  }
  /** @type {(name: string, value: string) => string} */
  const field = (name, value) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const tail = Buffer.from(
    field('filePaths', JSON.stringify(files.map((file) => file.name))) +
      Object.entries(fields)
        .map(([name, value]) => field(name, value))
        .join('') +
      `--${BOUNDARY}--\r\n`,
  );
  length += tail.length;

  const started = performance.now();
  /** @type {string} */
  const body = await new Promise((resolve, reject) => {
    const upload = request(url, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': length },
    });
    upload.on('response', (response) => {
      readText(response).then(
        (text) =>
          response.statusCode === 201
            ? resolve(text)
            : reject(new Error(`upload answered ${response.statusCode}: ${text}`)),
        reject,
      );
    });
    upload.on('error', reject);
    (async () => {
      for (const part of parts) {
        upload.write(part.head);
        for await (const chunk of createReadStream(part.path, { highWaterMark: MIB })) {
          if (!upload.write(chunk)) await once(upload, 'drain');
        }
        upload.write('\r\n');
      }
      upload.end(tail);
    })().catch(reject);
  });
  return { seconds: (performance.now() - started) / 1000, bytes: length, body: parseJson(body) };
}

/**
 * Shares `files` through the API's one-request upload (POST /api/upload); resolves as uploadMultipart does.
 * @param {string} apiBase
 * @param {LocalFile[]} files
 * @param {Record<string, string>} fields
 * @returns {Promise<{ seconds: number, bytes: number, body: Share }>}
 */
export async function shareFiles(apiBase, files, fields = {}) {
  const result = await uploadMultipart(`${apiBase}/api/upload`, files, fields);
  return { ...result, body: /** @type {Share} */ (result.body) };
}

/**
 * GETs a URL and throws the body away; resolves { seconds, bytes }.
 * @param {string} url
 * @returns {Promise<{ seconds: number, bytes: number }>}
 */
export function download(url) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      let bytes = 0;
      response.on('data', (/** @type {Buffer} */ chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ seconds: (performance.now() - started) / 1000, bytes }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The API's answer to a lookup of `code` (GET /api/folders/retrieve/{code}).
 * @param {string} apiBase
 * @param {string} code
 * @returns {Promise<Retrieved>}
 */
export function retrieve(apiBase, code) {
  return new Promise((resolve, reject) => {
    request(`${apiBase}/api/folders/retrieve/${code}`, (response) => {
      readText(response).then((text) => resolve(/** @type {Retrieved} */ (parseJson(text))), reject);
    })
      .on('error', reject)
      .end();
  });
}
