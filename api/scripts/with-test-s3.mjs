#!/usr/bin/env node
/// <reference types="../test/types/s3rver.d.ts" />
// Runs a command with a throw-away S3-compatible server (s3rver) on a free loopback port, so the API can be
// tested on its S3 storage backend: `node scripts/with-test-s3.mjs jest test/`. The command gets S3_BUCKET
// (a bucket created at start), S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and
// S3_FORCE_PATH_STYLE; the API tests give each test app a bucket of its own on the same server
// (test/support/test-storage.ts). Exits with the command's exit code; the server and its files are gone after.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-test-s3.mjs <command> [arguments...]');
  process.exit(2);
}

const BUCKET = 'sharecode-test';
// s3rver accepts any key pair; these are its documented defaults.
const KEYS = { id: 'S3RVER', secret: 'S3RVER' };

const directory = await mkdtemp(join(tmpdir(), 'sharecode-s3-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET }],
});
const { port } = await server.run();
const endpoint = `http://127.0.0.1:${port}`;

const stop = async () => {
  await server.close().catch(() => undefined);
  await rm(directory, { recursive: true, force: true });
};

console.log(`s3rver on ${endpoint} (bucket ${BUCKET}) for: ${[command, ...args].join(' ')}`);
const child = spawn(command, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: KEYS.id,
    S3_SECRET_ACCESS_KEY: KEYS.secret,
    S3_FORCE_PATH_STYLE: 'true',
    // Where s3rver keeps the objects, for tests that read what is stored behind the API's back.
    TEST_S3_DIRECTORY: directory,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

const code = await new Promise(
  /** @param {(code: number) => void} resolve */
  (resolve) => {
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? 128 + (signal ? constants.signals[signal] : 0)));
  },
);
await stop();
process.exit(code);
