// @ts-check
// The reference for the hashing part (upload-hashing.mjs): node:http streaming a request body to disk with
// nothing in between (POST /upload), and the same with the API's own SHA-256 stage in the stream
// (POST /upload-hashed: api/dist's Sha256Stage, which hashes on its digest thread as every upload does). One
// process serves both, so the stage is the only difference. Started as a child process by upload-hashing.mjs.
import { createWriteStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveRoutes } from './bare-routes.mjs';
import { requiredEnv } from './settings.mjs';

/**
 * The API's stage, from its build: imported by URL, so the bench's type check leaves the compiled file alone.
 * @typedef {import('node:stream').Transform & { sha256: string | undefined }} Sha256Stage
 */
const stageUrl = pathToFileURL(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', 'dist', 'uploads', 'digest', 'sha256-stage.js'),
).href;
/** @type {unknown} */
const stageModule = await import(stageUrl);
const { Sha256Stage } = /** @type {{ Sha256Stage: new () => Sha256Stage }} */ (stageModule);

const uploadDir = requiredEnv('BARE_UPLOAD_DIR');
let uploads = 0;

serveRoutes(Number(requiredEnv('PORT')), {
  // The whole request body, multipart framing included, straight to a file.
  'POST /upload': async (request, response) => {
    await pipeline(request, createWriteStream(join(uploadDir, `upload-${uploads++}`)));
    response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"stored":true}');
  },
  // The same, through the API's SHA-256 stage: answered once the digest is known, as the API's upload is.
  'POST /upload-hashed': async (request, response) => {
    const digest = new Sha256Stage();
    await pipeline(request, digest, createWriteStream(join(uploadDir, `upload-${uploads++}`)));
    response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ sha256: digest.sha256 }));
  },
});
