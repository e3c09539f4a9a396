#!/usr/bin/env node
// @ts-check
// For people changing the code: the API recompiles and restarts on every save (tsc --watch, node --watch on
// its output) and the client is served by Vite with hot reload on http://localhost:$DEV_CLIENT_PORT (5173),
// proxying API requests to the API on $PORT (3000). Ctrl-C stops all three.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const API_TSCONFIG = 'api/tsconfig.build.json';
const CLIENT_PORT = process.env.DEV_CLIENT_PORT ?? '5173';

// One compile first, so the API's output exists before node starts watching it.
const first = spawnSync('npx', ['tsc', '-p', API_TSCONFIG], { cwd: ROOT, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn('npx', ['tsc', '-p', API_TSCONFIG, '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch', 'api/dist/main.js'], { cwd: ROOT, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'client', '--', '--port', CLIENT_PORT, '--strictPort'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
];

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
// One of them ending (a crash, a port in use) ends the others: a half-running dev setup only confuses.
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
