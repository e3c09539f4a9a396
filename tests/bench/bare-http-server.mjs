// @ts-check
// The reference for transfers: node:http streaming bytes to and from disk with nothing in between, the same
// with the multipart body parsed and the file made durable as the API's upload does, and a bare archiver STORE
// run for the ZIP references. Started as a child process by run.mjs.
import { ZipArchive } from 'archiver';
import busboy from 'busboy';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { requiredParam, serveRoutes } from './bare-routes.mjs';
import { requiredEnv } from './settings.mjs';

const uploadDir = requiredEnv('BARE_UPLOAD_DIR');
let uploads = 0;

serveRoutes(Number(requiredEnv('PORT')), {
  // The whole request body, multipart framing included, straight to a file.
  'POST /upload': async (request, response) => {
    await pipeline(request, createWriteStream(join(uploadDir, `upload-${uploads++}`)));
    response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"stored":true}');
  },
  // The reference for the API's one-request upload: the multipart body parsed by busboy, each file part streamed
  // to a file of its own, and, before the answer, each file flushed to the device and then the directory holding
  // their names, the durability the API's storage gives (api/src/storage/disk-sync.ts).
  'POST /upload-durable': async (request, response) => {
    const parser = busboy({ headers: request.headers });
    /** @type {Array<Promise<void>>} */
    const files = [];
    parser.on('file', (_field, part) => {
      files.push(pipeline(part, createWriteStream(join(uploadDir, `upload-${uploads++}`), { flush: true })));
    });
    await pipeline(request, parser);
    await Promise.all(files);
    const directory = await open(uploadDir, 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
    response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ files: files.length }));
  },
  'GET /file': async (request, response, url) => {
    const path = requiredParam(url, 'path');
    const { size } = await stat(path);
    response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': size });
    await pipeline(createReadStream(path), response);
  },
  'GET /zip': async (request, response, url) => {
    const dir = requiredParam(url, 'dir');
    const archive = new ZipArchive({ store: true });
    // Every file under dir, subfolders included, by its relative path.
    const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .sort();
    for (const name of names) archive.file(join(dir, name), { name: `folder/${name}`, store: true });
    void archive.finalize();
    response.writeHead(200, { 'Content-Type': 'application/zip' });
    await pipeline(archive, response);
  },
});
