// @ts-check
// The scan part of the benchmark (BENCH_PARTS=scan): the API's malware scan of one file against clamdscan's.
// The API's side is its own code from api/dist: the worker's ClamdScanner (INSTREAM through the clamscan
// package's passthrough) fed by LocalDiskStorage's read stream, as a share's scan job reads a stored file. The
// reference is `clamdscan --stream --no-summary` on the same file and the same clamd, a throw-away one on
// loopback started by api/scripts/with-test-clamd.sh (clamdscan is installed when missing:
// ensure-clamdscan.sh). A random file (BENCH_SCAN_MIB, default 100) must come out clean from both, and once per
// run a small file holding the EICAR test string must come out infected from both, so neither side can pass by
// scanning nothing. Rounds alternate which side goes first; the ratio is the median of the rounds' ratios
// (BENCH_ROUNDS, default 5).
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { goalRow, runAloneIfMain } from './run-alone.mjs';
import { MIB, ROUNDS, VERBOSE } from './settings.mjs';
import { writeRandomFile } from './test-data.mjs';
import { costRow, inRoundOrder } from './transfer-rounds.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */
/** @typedef {import('node:stream').Readable} Readable */
/** @typedef {'clean' | 'infected'} Verdict */
/** @typedef {{ ms: number, verdict: Verdict }} Scan */
/** @typedef {{ host: string, port: number }} Address */

const here = dirname(fileURLToPath(import.meta.url));
const API_DIR = join(here, '..', '..', 'api');
const WITH_TEST_CLAMD = join(API_DIR, 'scripts', 'with-test-clamd.sh');
const ENSURE_CLAMDSCAN = join(here, 'ensure-clamdscan.sh');
const SCAN_BYTES = Number(process.env.BENCH_SCAN_MIB ?? 100) * MIB;
/** The API's scan may take at most this many times clamdscan's. */
const SCAN_TARGET = 1.2;
/** The line the command run by with-test-clamd.sh prints with clamd's address, then it waits for its stdin to end. */
const CLAMD_LINE = /^bench-clamd (\S+) (\d+)$/;
/** The EICAR test file, built from two halves so that this script is no EICAR file itself to a scanner. */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-' + 'STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const EXPECTED = 'infected / clean';

/**
 * A module of the API's build: imported by URL, so the bench's type check leaves the compiled file alone.
 * @param {string} path under api/dist
 * @returns {Promise<unknown>}
 */
const apiModule = (path) => import(pathToFileURL(join(API_DIR, 'dist', path)).href);

/**
 * Starts a throw-away clamd with with-test-clamd.sh, whose command prints the address and holds clamd up until
 * `stop` ends its stdin (or this process ends: the pipe closes all the same), when the script stops clamd.
 * @returns {Promise<Address & { stop: () => Promise<void> }>}
 */
function startClamd() {
  const command = 'echo "bench-clamd $TEST_CLAMAV_HOST $TEST_CLAMAV_PORT"; cat >/dev/null';
  const child = spawn('bash', [WITH_TEST_CLAMD, 'bash', '-c', command], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.stdin.end();
    await exited;
  };
  return new Promise((resolve, reject) => {
    /** @type {string[]} */
    const output = [];
    child.once('error', reject);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = CLAMD_LINE.exec(line);
      if (match) resolve({ host: match[1], port: Number(match[2]), stop });
      else output.push(line);
    });
    void exited.then((code) => reject(new Error(`clamd did not start (exit ${String(code)}):\n${output.join('\n')}`)));
  });
}

/**
 * The API's side: resolves a function scanning the stored object `key` under `filesDir` as a share's scan job
 * does, with the API's defaults for the scanner's settings.
 * @param {Address} clamd
 * @param {string} filesDir
 * @returns {Promise<(key: string) => Promise<Scan>>}
 */
async function apiScanner(clamd, filesDir) {
  const { ClamdScanner } =
    /** @type {{ ClamdScanner: new (settings: object) => { scan(source: Readable): Promise<{ infected: boolean }> } }} */ (
      await apiModule('scanning/clamd-scanner.js')
    );
  const { LocalDiskStorage } =
    /** @type {{ LocalDiskStorage: new (directory: string, staging: string, metrics: object) => { read(key: string): Promise<Readable> } }} */ (
      await apiModule('storage/local-disk-storage.js')
    );
  const { CONFIG_DEFAULTS } =
    /** @type {{ CONFIG_DEFAULTS: { SCAN_UNREACHABLE: string, SCAN_TIMEOUT_MS: number } }} */ (
      await apiModule('config/environment.js')
    );
  const scanner = new ClamdScanner({
    host: clamd.host,
    port: clamd.port,
    whenUnreachable: CONFIG_DEFAULTS.SCAN_UNREACHABLE,
    timeoutMs: CONFIG_DEFAULTS.SCAN_TIMEOUT_MS,
  });
  // Its metrics only count failed writes; this storage is only read.
  const storage = new LocalDiskStorage(filesDir, join(filesDir, 'staging'), {});
  return async (key) => {
    const started = performance.now();
    const { infected } = await scanner.scan(await storage.read(key));
    return { ms: performance.now() - started, verdict: infected ? 'infected' : 'clean' };
  };
}

/**
 * The reference: `clamdscan --stream --no-summary path` (the program at `binary`) with `config` naming clamd's
 * TCP socket; rejects when clamdscan reports an error rather than a verdict.
 * @param {string} binary
 * @param {string} config
 * @param {string} path
 * @returns {Promise<Scan>}
 */
function clamdscan(binary, config, path) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(binary, [`--config-file=${config}`, '--stream', '--no-summary', path], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (/** @type {string} */ chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (/** @type {string} */ chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const ms = performance.now() - started;
      // clamdscan's exit status: 0 nothing found, 1 a signature found, 2 an error.
      if (code === 0 && output.trim().endsWith(': OK')) resolve({ ms, verdict: 'clean' });
      else if (code === 1 && output.trim().endsWith(' FOUND')) resolve({ ms, verdict: 'infected' });
      else reject(new Error(`clamdscan failed (exit ${String(code)}): ${output.trim()}`));
    });
  });
}

/**
 * @param {string} work
 * @returns {Promise<Row[]>}
 */
export async function scanRows(work) {
  const dir = join(work, 'scan');
  const filesDir = join(dir, 'files');
  await mkdir(filesDir, { recursive: true });
  const binary = execFileSync('bash', [ENSURE_CLAMDSCAN], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  // Named as the API names stored objects, which LocalDiskStorage insists on.
  const bigKey = randomUUID();
  const eicarKey = randomUUID();
  console.log(`Scan: writing ${SCAN_BYTES / MIB} MiB ...`);
  await writeRandomFile(join(filesDir, bigKey), SCAN_BYTES);
  await writeFile(join(filesDir, eicarKey), EICAR);
  // Written back now rather than during the first round's scan.
  execFileSync('sync');

  const clamd = await startClamd();
  try {
    const config = join(dir, 'clamdscan.conf');
    await writeFile(config, `TCPSocket ${clamd.port}\nTCPAddr ${clamd.host}\n`);
    const apiScan = await apiScanner(clamd, filesDir);
    /** @type {(key: string) => Promise<Scan>} */
    const referenceScan = (key) => clamdscan(binary, config, join(filesDir, key));
    // Once per run, and a first connection for each side before any is timed.
    const eicar = { api: (await apiScan(eicarKey)).verdict, reference: (await referenceScan(eicarKey)).verdict };
    /** @type {{ api: Scan[], reference: Scan[] }} */
    const results = { api: [], reference: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`Round ${round}/${ROUNDS}: ${SCAN_BYTES / MIB} MiB scanned by the API and by clamdscan ...`);
      const [api, reference] = await inRoundOrder(
        round,
        () => apiScan(bigKey),
        () => referenceScan(bigKey),
      );
      results.api.push(api);
      results.reference.push(reference);
      if (VERBOSE) console.log(`  API ${api.ms.toFixed(0)} ms, clamdscan ${reference.ms.toFixed(0)} ms`);
    }
    /** @type {(side: keyof typeof results) => string} */
    const verdicts = (side) => `${eicar[side]} / ${[...new Set(results[side].map((scan) => scan.verdict))].join(', ')}`;
    const right = verdicts('api') === EXPECTED && verdicts('reference') === EXPECTED;
    return [
      costRow(
        `scan: ${SCAN_BYTES / MIB} MiB, the API's ClamdScanner vs clamdscan --stream (one clamd)`,
        results.api.map((scan) => scan.ms),
        results.reference.map((scan) => scan.ms),
        'ms',
        SCAN_TARGET,
        // A time is only worth anything when both sides found what the files hold.
        { fault: right ? undefined : 'wrong verdicts' },
      ),
      goalRow({
        metric: 'scan: verdicts, EICAR file / random file',
        sharecode: verdicts('api'),
        reference: verdicts('reference'),
        value: verdicts('api'),
        goal: { equals: EXPECTED },
        // Else the clamd both sides asked is no judge.
        fault: verdicts('reference') === EXPECTED ? undefined : "the reference's verdicts are wrong",
      }),
    ];
  } finally {
    await clamd.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, scanRows);
