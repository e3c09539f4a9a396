import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/free-port.js';
import { eventually } from '../../support/poll.js';

/** The api workspace: s3rver (a dev dependency) resolves from there. */
const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const BUCKET = 'sharecode-faults';
/** s3rver accepts any key pair; these are its documented defaults. */
const KEY = 'S3RVER';
const START_TIMEOUT_MS = 15_000;
/** Enough of what a server that failed to start wrote to say why. */
const ERRORS_TAIL_CHARS = 4_000;

/**
 * The server's whole program, run with `node --input-type=module -e`: a child process (rather than s3rver in
 * the test's own process) can be killed like a crashed store, and its work never slows the test's clients.
 */
const SERVE = `
import S3rver from 's3rver';
const { S3RVER_PORT, S3RVER_DIR, S3RVER_BUCKET } = process.env;
await new S3rver({
  address: '127.0.0.1',
  port: Number(S3RVER_PORT),
  silent: true,
  directory: S3RVER_DIR,
  configureBuckets: [{ name: S3RVER_BUCKET }],
}).run();
`;

/** An S3-compatible server of a test's own, which it kills and starts again; its objects survive that. */
export interface S3Server {
  /** The S3_ variables an API or worker process needs to store its files there. */
  env: Record<string, string>;
  start(): Promise<void>;
  /** SIGKILL: the store gone at once, its open connections reset. */
  stop(): Promise<void>;
  /** Stops it and deletes its objects. */
  remove(): Promise<void>;
}

async function bucketAnswers(endpoint: string): Promise<boolean> {
  try {
    // HeadBucket: a listing (GET) reads every object's metadata, which takes seconds once thousands are stored.
    const answer = await fetch(`${endpoint}/${BUCKET}`, { method: 'HEAD', signal: AbortSignal.timeout(1_000) });
    return answer.status === 200;
  } catch {
    return false;
  }
}

export async function createS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'sharecode-s3-faults-'));
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let errors = '';

  const stop = async (): Promise<void> => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  const server: S3Server = {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    start: async () => {
      const started = spawn(process.execPath, ['--input-type=module', '-e', SERVE], {
        cwd: API_DIR,
        env: { ...process.env, S3RVER_PORT: String(port), S3RVER_DIR: directory, S3RVER_BUCKET: BUCKET },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = started;
      errors = '';
      started.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-ERRORS_TAIL_CHARS)));
      // The last resort when afterAll never runs: `exit` handlers must be synchronous.
      process.once('exit', () => started.kill('SIGKILL'));
      await eventually(() => bucketAnswers(endpoint), `s3rver answers on ${endpoint}`, START_TIMEOUT_MS).catch(
        (error: Error) => {
          const state =
            started.exitCode !== null || started.signalCode !== null
              ? `it exited (${started.exitCode ?? started.signalCode})`
              : 'it is still running';
          throw new Error(`${error.message}; ${state} and wrote:\n${errors}`);
        },
      );
    },
    stop,
    remove: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
