// @ts-check
// The reference for transfers on S3: node:http handing bytes to and from the AWS SDK with nothing in between
// (lib-storage's Upload with its defaults, GetObject piped out), on the same S3 server and with the same
// client settings as the API. Started as a child process by s3-transfers.mjs.
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { requiredParam, serveRoutes } from './bare-routes.mjs';
import { requiredEnv } from './settings.mjs';

const bucket = requiredEnv('S3_BUCKET');
const client = new S3Client({
  region: requiredEnv('S3_REGION'),
  endpoint: requiredEnv('S3_ENDPOINT'),
  forcePathStyle: true,
  credentials: { accessKeyId: requiredEnv('S3_ACCESS_KEY_ID'), secretAccessKey: requiredEnv('S3_SECRET_ACCESS_KEY') },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
let uploads = 0;

serveRoutes(Number(requiredEnv('PORT')), {
  // The whole request body, multipart framing included, straight into one object.
  'POST /upload': async (request, response) => {
    const name = `bare-upload-${uploads++}`;
    await new Upload({ client, params: { Bucket: bucket, Key: name, Body: request } }).done();
    response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ key: name }));
  },
  'GET /file': async (request, response, url) => {
    const { Body, ContentLength } = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: requiredParam(url, 'key') }),
    );
    if (!(Body instanceof Readable)) throw new Error('GetObject answered no stream');
    response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': ContentLength });
    await pipeline(Body, response);
  },
  'DELETE /file': async (request, response, url) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: requiredParam(url, 'key') }));
    response.writeHead(204).end();
  },
});
