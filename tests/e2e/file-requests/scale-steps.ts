/**
 * What the two-instance file request journey needs beside its pages: the worker process, and everything the
 * deployment keeps at rest (each object in the bucket and in the S3 server's directory, each row of each PostgreSQL
 * table, each file in the instances' data directories), read behind the API's back to search it for plaintext.
 */
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import RELAXED_RATE_LIMITS from '../../../api/test/support/relaxed-rate-limits.json';
import { freePort, REPO_ROOT } from '../../support/server';

const WORKER_ENTRY = join(REPO_ROOT, 'api/dist/worker.js');
const WORKER_START_TIMEOUT_MS = 30_000;
const WORKER_STOP_TIMEOUT_MS = 10_000;
const MIB = 1024 * 1024;
/** How long a sampled window of a plaintext is: long enough that random bytes never match by chance. */
const WINDOW_BYTES = 32;

export interface RunningWorker {
  /** The end of what it has logged. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Starts the worker (`node api/dist/worker.js`) on the deployment's database and the run's Redis and bucket, and
 * resolves once its operations port says it is healthy: it then takes the jobs both instances enqueue and schedule.
 */
export async function startWorker(env: Record<string, string>): Promise<RunningWorker> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sharecode-e2e-worker-'));
  const child = spawn(process.execPath, [WORKER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...RELAXED_RATE_LIMITS, DATA_DIR: dataDir, METRICS_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const deadline = Date.now() + WORKER_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The worker exited with ${child.exitCode}:\n${log}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline)
      throw new Error(`The worker was not healthy within ${WORKER_START_TIMEOUT_MS} ms:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, WORKER_STOP_TIMEOUT_MS)))]);
        clearTimeout(timer);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Something kept at rest, named for the report when a needle is found in it. */
export interface AtRest {
  where: string;
  bytes: Buffer;
}

function s3Client(): S3Client {
  return new S3Client({
    endpoint: process.env.S3_ENDPOINT,
    region: process.env.S3_REGION ?? 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: process.env.S3_ACCESS_KEY_ID ?? 'S3RVER',
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? 'S3RVER',
    },
  });
}

/** Every object in the run's bucket (S3_BUCKET), read through the S3 API: its key and its bytes. */
export async function bucketObjects(): Promise<AtRest[]> {
  const client = s3Client();
  const bucket = process.env.S3_BUCKET as string;
  const objects: AtRest[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      for (const { Key } of page.Contents ?? []) {
        const body = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        objects.push({ where: `s3://${bucket}/${Key}`, bytes: Buffer.from(await body.Body!.transformToByteArray()) });
      }
      token = page.NextContinuationToken;
    } while (token);
  } finally {
    client.destroy();
  }
  return objects;
}

/**
 * Every file under `root`, its path relative to it searched too (a key or a name on disk holds text as well). For the
 * S3 server's directory (TEST_S3_DIRECTORY), this also reaches what the API cannot list: the parts of multipart
 * uploads, and the servers' metadata beside each object.
 */
export function filesUnder(root: string, label: string): AtRest[] {
  const found: AtRest[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push({ where: `${label}/${relative(root, path)}`, bytes: readFileSync(path) });
      found.push({ where: `${label} (name)`, bytes: Buffer.from(relative(root, path)) });
    }
  };
  walk(root);
  return found;
}

/**
 * `SELECT *` of every table in the database's schema: each row as PostgreSQL prints it (bytea as hex), and each of
 * its values as stored (bytea raw, the rest as text), so a needle is found whichever way it was kept.
 */
export async function databaseRows(databaseUrl: string): Promise<AtRest[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const rows: AtRest[] = [];
    for (const { name } of tables.rows) {
      const quoted = `"${name.replace(/"/g, '""')}"`;
      const printed = await client.query<{ row: string }>(`SELECT t::text AS row FROM ${quoted} t`);
      rows.push({ where: `${name} (as text)`, bytes: Buffer.from(printed.rows.map((r) => r.row).join('\n')) });
      const values = await client.query<Record<string, unknown>>(`SELECT * FROM ${quoted}`);
      const stored = values.rows.flatMap((row) =>
        Object.values(row).map((value) =>
          Buffer.isBuffer(value) ? value : Buffer.from(value instanceof Date ? value.toISOString() : String(value)),
        ),
      );
      rows.push({ where: `${name} (as stored)`, bytes: Buffer.concat(stored) });
    }
    if (tables.rows.length === 0) throw new Error('The database has no table: is this the deployment’s database?');
    return rows;
  } finally {
    await client.end();
  }
}

/** A needle: what it stands for, and its bytes. */
export interface Needle {
  what: string;
  bytes: Buffer;
}

/** Words as needles: in UTF-8, and in hex (as PostgreSQL prints a bytea). */
export function textNeedles(words: string[]): Needle[] {
  return words.flatMap((word) => [
    { what: JSON.stringify(word), bytes: Buffer.from(word) },
    { what: `${JSON.stringify(word)} in hex`, bytes: Buffer.from(Buffer.from(word).toString('hex')) },
  ]);
}

/** 32-byte windows of a plaintext, raw and in hex: its first and last, and one at every MiB. */
export function plaintextNeedles(name: string, bytes: Buffer): Needle[] {
  const starts = new Set([0, Math.max(0, bytes.length - WINDOW_BYTES)]);
  for (let start = MIB; start + WINDOW_BYTES <= bytes.length; start += MIB) starts.add(start);
  return [...starts].flatMap((start) => {
    const window = bytes.subarray(start, start + WINDOW_BYTES);
    return [
      { what: `${name} bytes ${start}…`, bytes: window },
      { what: `${name} bytes ${start}… in hex`, bytes: Buffer.from(window.toString('hex')) },
    ];
  });
}

/** Where each needle was found, as "needle in place" lines: none is what the test expects. */
export function hits(haystacks: AtRest[], needles: Needle[]): string[] {
  const found: string[] = [];
  for (const haystack of haystacks)
    for (const needle of needles)
      if (haystack.bytes.includes(needle.bytes)) found.push(`${needle.what} in ${haystack.where}`);
  return found;
}

/** The storage keys of a request's answers' objects, from the database. */
export async function answerStorageKeys(databaseUrl: string, code: string): Promise<string[]> {
  return query(
    databaseUrl,
    `SELECT f.storage_key AS key FROM file_request_answer_files f
     JOIN file_request_answers a ON a.id = f.answer_id JOIN file_requests r ON r.id = a.request_id
     WHERE r.code = $1`,
    [code],
  ).then((rows) => rows.map((row) => String(row.key)));
}

/**
 * Makes a request's answers past their expiry by moving their `expires_at` into the past: the built processes have
 * no clock a test can move, and the worker's cleanup compares these times with its own.
 */
export async function expireAnswers(databaseUrl: string, code: string): Promise<number> {
  const rows = await query(
    databaseUrl,
    `UPDATE file_request_answers SET expires_at = $2
     WHERE request_id = (SELECT id FROM file_requests WHERE code = $1) RETURNING id`,
    [code, new Date(Date.now() - 60_000)],
  );
  return rows.length;
}

/** How many answers of a request the database still holds. */
export async function answerCount(databaseUrl: string, code: string): Promise<number> {
  const rows = await query(
    databaseUrl,
    `SELECT count(*)::int AS n FROM file_request_answers a JOIN file_requests r ON r.id = a.request_id
     WHERE r.code = $1`,
    [code],
  );
  return Number(rows[0].n);
}

async function query(databaseUrl: string, sql: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
