// HTTP clients for the transfer measurements: a streamed multipart upload and a discarding download.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request } from 'node:http';
import { once } from 'node:events';

const BOUNDARY = 'sharecode-bench-boundary';

/**
 * POSTs `files` (local paths, each sent under its `name`) as multipart/form-data, streamed from disk,
 * then the filePaths field and any other `fields`, as the data-sharing page sends them. Resolves
 * { seconds, bytes, body }.
 */
export async function uploadMultipart(url, files, fields = {}) {
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
  const body = await new Promise((resolve, reject) => {
    const upload = request(url, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': length },
    });
    upload.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        response.statusCode === 201
          ? resolve(text)
          : reject(new Error(`upload answered ${response.statusCode}: ${text}`)),
      );
    });
    upload.on('error', reject);
    (async () => {
      for (const part of parts) {
        upload.write(part.head);
        for await (const chunk of createReadStream(part.path, { highWaterMark: 1024 * 1024 })) {
          if (!upload.write(chunk)) await once(upload, 'drain');
        }
        upload.write('\r\n');
      }
      upload.end(tail);
    })().catch(reject);
  });
  return { seconds: (performance.now() - started) / 1000, bytes: length, body: JSON.parse(body) };
}

/** GETs a URL and throws the body away; resolves { seconds, bytes }. */
export function download(url) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ seconds: (performance.now() - started) / 1000, bytes }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export async function getJson(url) {
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve(JSON.parse(text)));
    })
      .on('error', reject)
      .end();
  });
}
