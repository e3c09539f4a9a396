// @ts-check
// The reference for transfers: node:http streaming bytes to and from disk with nothing in between,
// plus a bare archiver STORE run for the ZIP reference. Started as a child process by run.mjs.
import { ZipArchive } from 'archiver';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
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
