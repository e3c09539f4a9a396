// @ts-check
// The resumable upload (/api/resumable-uploads) as a client sends it: announce the file, PATCH it in the
// server's chunks streamed from disk, finish. For the benchmark's comparison with the one-request upload.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { MIB } from './settings.mjs';
import { parseJson, readText } from './transfers.mjs';

const agent = new Agent({ keepAlive: true });

/**
 * PATCHes bytes `start` to `end` (exclusive) of the file at `path`; resolves the offset the server has.
 * @param {string} url
 * @param {string} path
 * @param {number} start
 * @param {number} end
 * @returns {Promise<{ offset: number }>}
 */
function sendChunk(url, path, start, end) {
  return new Promise((resolve, reject) => {
    const patch = request(url, {
      method: 'PATCH',
      agent,
      headers: { 'Content-Type': 'application/offset+octet-stream', 'Content-Length': end - start },
    });
    patch.on('response', (response) => {
      readText(response).then(
        (text) =>
          response.statusCode === 200
            ? resolve(/** @type {{ offset: number }} */ (parseJson(text)))
            : reject(new Error(`chunk answered ${response.statusCode}: ${text}`)),
        reject,
      );
    });
    patch.on('error', reject);
    createReadStream(path, { start, end: end - 1, highWaterMark: MIB })
      .on('error', reject)
      .pipe(patch);
  });
}

/**
 * Uploads one local file as a resumable share; resolves { seconds, bytes, body } like shareFiles, and the bytes
 * per chunk the server asked for.
 * @param {string} baseUrl
 * @param {import('./transfers.mjs').LocalFile} file
 * @param {Record<string, string>} fields
 * @returns {Promise<{ seconds: number, bytes: number, body: import('./transfers.mjs').Share, chunkBytes: number }>}
 */
export async function uploadResumable(baseUrl, file, fields = {}) {
  const size = (await stat(file.path)).size;
  const started = performance.now();
  const form = new FormData();
  form.append('filePaths', JSON.stringify([file.name]));
  form.append('fileSizes', JSON.stringify([size]));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const created = await fetch(`${baseUrl}/api/resumable-uploads`, { method: 'POST', body: form });
  if (created.status !== 201) throw new Error(`creation answered ${created.status}: ${await created.text()}`);
  const { id, chunkBytes } = /** @type {{ id: string, chunkBytes: number }} */ (parseJson(await created.text()));
  for (let offset = 0; offset < size;) {
    ({ offset } = await sendChunk(
      `${baseUrl}/api/resumable-uploads/${id}?offset=${offset}`,
      file.path,
      offset,
      Math.min(size, offset + chunkBytes),
    ));
  }
  const finished = await fetch(`${baseUrl}/api/resumable-uploads/${id}/finish`, { method: 'POST' });
  if (finished.status !== 201) throw new Error(`finish answered ${finished.status}: ${await finished.text()}`);
  const seconds = (performance.now() - started) / 1000;
  const body = /** @type {import('./transfers.mjs').Share} */ (parseJson(await finished.text()));
  return { seconds, bytes: size, body, chunkBytes };
}
