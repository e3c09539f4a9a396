// The reference for transfers on S3: node:http handing bytes to and from the AWS SDK with nothing in between
// (lib-storage's Upload with its defaults, GetObject piped out), on the same S3 server and with the same
// client settings as the API. Started as a child process by s3-transfers.mjs.
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createServer } from 'node:http';
import { pipeline } from 'node:stream/promises';

const bucket = process.env.S3_BUCKET;
const client = new S3Client({
  region: process.env.S3_REGION,
  endpoint: process.env.S3_ENDPOINT,
  forcePathStyle: true,
  credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
let uploads = 0;

async function handle(request, response) {
  const url = new URL(request.url, 'http://bare');
  const key = url.searchParams.get('key');
  if (request.method === 'GET' && url.pathname === '/health') {
    response.end('ok');
  } else if (request.method === 'POST' && url.pathname === '/upload') {
    // The whole request body, multipart framing included, straight into one object.
    const name = `bare-upload-${uploads++}`;
    await new Upload({ client, params: { Bucket: bucket, Key: name, Body: request } }).done();
    response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ key: name }));
  } else if (request.method === 'GET' && url.pathname === '/file') {
    const { Body, ContentLength } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': ContentLength });
    await pipeline(Body, response);
  } else if (request.method === 'DELETE' && url.pathname === '/file') {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    response.writeHead(204).end();
  } else {
    response.writeHead(404).end();
  }
}

createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    response.destroy();
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
