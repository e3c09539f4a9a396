// @ts-check
// A throw-away S3-compatible server (s3rver) for the S3 benchmark, in a process of its own so that its work is
// neither the bench client's nor either measured server's. Started as a child process by s3-transfers.mjs.
import S3rver from 's3rver';
import { requiredEnv } from './settings.mjs';

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(requiredEnv('PORT')),
  silent: true,
  directory: requiredEnv('S3RVER_DIR'),
  configureBuckets: [{ name: requiredEnv('S3_BUCKET') }],
});
await server.run();
