#!/usr/bin/env node
// @ts-check
// For people changing the code: the API recompiles and restarts on every save (tsc --watch, node --watch on
// its output) and the client is served by Vite with hot reload on http://localhost:$DEV_CLIENT_PORT (5173),
// proxying API requests to the API on $PORT (3000). Ctrl-C stops all three.
//
// They start one after the other, each once the one before is ready: tsc's first pass (it writes every file of
// api/dist, and node --watch started earlier would restart the API for each write), then the API, then Vite. So
// the address Vite prints answers from the start, API requests included: no 502 while the API compiles.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const API_TSCONFIG = 'api/tsconfig.build.json';
const API_PORT = process.env.PORT || '3000';
const CLIENT_PORT = process.env.DEV_CLIENT_PORT ?? '5173';
/** What tsc --watch prints at the end of each pass: "Found 0 errors. Watching for file changes." */
const PASS_DONE = /Found (\d+) errors?\. Watching for file changes\./;
/** Between two tries to reach the API while it starts. */
const API_PROBE_EVERY_MS = 100;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

/** @param {number} code */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/**
 * Starts one of the three; any of them ending (a crash, a port in use) ends the others: a half-running dev setup
 * only confuses.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').StdioOptions} stdio
 */
function start(command, args, stdio = 'inherit') {
  const child = spawn(command, args, { cwd: ROOT, stdio });
  children.push(child);
  child.on('exit', (code) => stopAll(code ?? 1));
  return child;
}

/** Resolves once tsc --watch has finished a pass without errors; its output is passed on as it comes. */
function firstCleanPass() {
  // Read through a pipe, so colours are asked for when they reach a terminal in the end.
  const pretty = process.stdout.isTTY ? ['--pretty'] : [];
  const tsc = start(
    process.execPath,
    [TSC, '-p', API_TSCONFIG, '--watch', '--preserveWatchOutput', ...pretty],
    ['ignore', 'pipe', 'inherit'],
  );
  return /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      let clean = false;
      let told = false;
      createInterface({ input: /** @type {import('node:stream').Readable} */ (tsc.stdout) }).on('line', (line) => {
        console.log(line);
        const errors = PASS_DONE.exec(line)?.[1];
        if (errors === undefined || clean) return;
        if (errors === '0') {
          clean = true;
          resolve();
        } else if (!told) {
          told = true;
          console.log('The API starts once it compiles without errors: fix them and save.');
        }
      });
    })
  );
}

/** Resolves once the API answers HTTP on its port (any status: it is up). */
async function apiAnswers() {
  while (!stopping) {
    try {
      await fetch(`http://127.0.0.1:${API_PORT}/api/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, API_PROBE_EVERY_MS));
    }
  }
}

await firstCleanPass();
if (!stopping) start(process.execPath, ['--watch', 'api/dist/main.js']);
await apiAnswers();
if (!stopping) start('npm', ['run', 'dev', '-w', 'client', '--', '--port', CLIENT_PORT, '--strictPort']);
