#!/usr/bin/env node
// @ts-check
// Builds the client and the API only when their sources changed since their last build, so `npm start` on an
// unchanged checkout starts at once. A build's inputs are fingerprinted (every file's path, size and
// modification time, plus the lockfile); the fingerprint is kept in the build's output folder, so deleting
// `dist/` or changing any input (or installing other packages) rebuilds that workspace.
//   node scripts/build-if-stale.mjs            build what is stale
//   node scripts/build-if-stale.mjs --force    build everything (npm run build)
//   node scripts/build-if-stale.mjs --dry-run  say what is stale, build nothing
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FINGERPRINT_FILE = '.build-fingerprint';
/** What every build depends on besides its own files: installed packages and shared compiler settings. */
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.json'];

/**
 * The workspaces in build order, each with the files and folders its build reads and the folder it writes.
 * @type {Array<{ name: string, inputs: string[], output: string }>}
 */
const BUILDS = [
  {
    name: 'client',
    inputs: [
      'client/src',
      'client/public',
      'client/index.html',
      'client/vite.config.ts',
      'client/build',
      'client/tsconfig.json',
      'client/package.json',
    ],
    output: 'client/dist',
  },
  {
    name: 'api',
    inputs: ['api/src', 'api/tsconfig.json', 'api/tsconfig.build.json', 'api/package.json'],
    output: 'api/dist',
  },
];

/**
 * Every file under `path` (or `path` itself), skipping what builds write or tests leave behind.
 * @param {string} path absolute
 * @returns {string[]}
 */
function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .flatMap((entry) => filesUnder(join(path, entry.name)))
    .sort();
}

/**
 * A digest of what a build reads: each input file's path, size and modification time.
 * @param {string[]} inputs paths relative to the repository root
 * @param {string} root
 */
function fingerprintOf(inputs, root = ROOT) {
  const hash = createHash('sha256');
  for (const file of [...SHARED_INPUTS, ...inputs].flatMap((input) => filesUnder(join(root, input)))) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/**
 * Whether the build's output is missing or was made from other inputs.
 * @param {{ inputs: string[], output: string }} build
 * @param {string} root
 */
function isStale(build, root = ROOT) {
  const recorded = join(root, build.output, FINGERPRINT_FILE);
  return !existsSync(recorded) || readFileSync(recorded, 'utf8') !== fingerprintOf(build.inputs, root);
}

function main() {
  const dryRun = process.argv.includes('--dry-run');
  const force = process.argv.includes('--force');
  for (const build of BUILDS) {
    if (!force && !isStale(build)) {
      console.log(`${build.name}: up to date`);
      continue;
    }
    if (dryRun) {
      console.log(`${build.name}: stale`);
      continue;
    }
    console.log(`${build.name}: building`);
    // The fingerprint is taken before the build, so a source edited while it runs makes the next start build again.
    const fingerprint = fingerprintOf(build.inputs);
    const result = spawnSync('npm', ['run', 'build', '-w', build.name], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeFileSync(join(ROOT, build.output, FINGERPRINT_FILE), fingerprint);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
