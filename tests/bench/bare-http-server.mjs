// The reference for transfers: node:http streaming bytes to and from disk with nothing in between,
// plus a bare archiver STORE run for the ZIP reference. Started as a child process by run.mjs.
import { ZipArchive } from 'archiver';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';

const port = Number(process.env.PORT);
const uploadDir = process.env.BARE_UPLOAD_DIR;
let uploads = 0;

async function handle(request, response) {
  const url = new URL(request.url, 'http://bare');
  if (request.method === 'GET' && url.pathname === '/health') {
    response.end('ok');
  } else if (request.method === 'POST' && url.pathname === '/upload') {
    // The whole request body, multipart framing included, straight to a file.
    await pipeline(request, createWriteStream(join(uploadDir, `upload-${uploads++}`)));
    response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"stored":true}');
  } else if (request.method === 'GET' && url.pathname === '/file') {
    const path = url.searchParams.get('path');
    const { size } = await stat(path);
    response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': size });
    await pipeline(createReadStream(path), response);
  } else if (request.method === 'GET' && url.pathname === '/zip') {
    const dir = url.searchParams.get('dir');
    const archive = new ZipArchive({ store: true });
    // Every file under dir, subfolders included, by its relative path.
    const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)))
      .sort();
    for (const name of names) archive.file(join(dir, name), { name: `folder/${name}`, store: true });
    void archive.finalize();
    response.writeHead(200, { 'Content-Type': 'application/zip' });
    await pipeline(archive, response);
  } else {
    response.writeHead(404).end();
  }
}

createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    response.destroy();
  });
}).listen(port, '127.0.0.1');
