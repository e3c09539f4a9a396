// @ts-check
// Servers as child processes, so their memory can be read from /proc on their own.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import RELAXED_RATE_LIMITS from '../../api/test/support/relaxed-rate-limits.json' with { type: 'json' };
import { MIB } from './settings.mjs';

const API_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', 'dist', 'main.js');

/** @typedef {{ name: string, pid: number, stop: () => Promise<void> }} Server */

/**
 * The status of a GET, 0 when it could not be sent.
 * @param {string} url
 * @returns {Promise<number>}
 */
function get(url) {
  return new Promise((resolve) => {
    request(url, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', () => resolve(0))
      .end();
  });
}

/** The tail of a child's stderr kept for the message when it fails to start: all a diagnosis needs. */
const STDERR_KEPT = 64 * 1024;

/**
 * Starts `node script` with `env` on top of this process's, and resolves once `healthUrl` answers 200. The
 * child's stdout (the API's JSON logs, written synchronously) goes to the file `logPath`, appended to as a log
 * collector would take it, or else to /dev/null; its stderr is read as it comes. Nothing it writes can fill a
 * pipe that nobody reads and stall it.
 * @param {string} name
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {string} healthUrl
 * @param {{ logPath?: string }} [options]
 * @returns {Promise<Server>}
 */
export async function startServer(name, script, env, healthUrl, { logPath } = {}) {
  const stdout = logPath === undefined ? 'ignore' : openSync(logPath, 'a');
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'pipe'],
  });
  // The child holds its own copy.
  if (typeof stdout === 'number') closeSync(stdout);
  const pid = child.pid;
  if (pid === undefined || !child.stderr) throw new Error(`${name} did not start`);
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (/** @type {string} */ chunk) => (stderr = (stderr + chunk).slice(-STDERR_KEPT)));
  let stopping = false;
  // A server that dies mid-run (a crash, a signal from elsewhere) says so, rather than leave a part waiting.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`${name} (pid ${pid}) exited: ${signal ?? `code ${code}`}\n${stderr}`);
  });
  const deadline = Date.now() + 30_000;
  while ((await get(healthUrl)) !== 200) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      stopping = true;
      throw new Error(`${name} did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    pid,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Starts the API (api/dist) on `port` with the rate limits every test harness relaxes
 * (api/test/support/relaxed-rate-limits.json) and room for a 4 GiB upload, `env` on top; resolves the server
 * and its base URL. `logPath`: where its logs go (see startServer).
 * @param {string} name
 * @param {number} port
 * @param {Record<string, string>} env
 * @param {{ logPath?: string }} [options]
 * @returns {Promise<{ server: Server, apiBase: string }>}
 */
export async function startApi(name, port, env, options) {
  const apiBase = `http://127.0.0.1:${port}`;
  const server = await startServer(
    name,
    API_SCRIPT,
    { ...RELAXED_RATE_LIMITS, PORT: String(port), MAX_UPLOAD_BYTES: String(4 * 1024 * MIB), ...env },
    `${apiBase}/api/health`,
    options,
  );
  return { server, apiBase };
}

/** Servers started together and stopped together, the last started first. */
export function serverGroup() {
  /** @type {Server[]} */
  const servers = [];
  return {
    /**
     * @param {Server} server
     * @returns {Server}
     */
    add(server) {
      servers.push(server);
      return server;
    },
    async stopAll() {
      for (const server of servers.reverse()) await server.stop();
    },
  };
}

/**
 * A "<field>: <n> kB" line of /proc/<pid>/status, in bytes.
 * @param {number} pid
 * @param {string} field
 * @returns {Promise<number>}
 */
async function statusField(pid, field) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/**
 * Current resident set size, bytes.
 * @param {number} pid
 */
export const rss = (pid) => statusField(pid, 'VmRSS');
/**
 * Peak resident set size since start or since resetPeak, bytes.
 * @param {number} pid
 */
export const peakRss = (pid) => statusField(pid, 'VmHWM');

/**
 * Resets VmHWM to the current RSS (Linux >= 4.0): each phase then reports its own peak.
 * @param {number} pid
 * @returns {Promise<boolean>} whether it could
 */
export async function resetPeak(pid) {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * CPU time (user + system, ms) a process has used: its cost of some work, whatever the machine's pace.
 * @param {number} pid
 * @returns {Promise<number>}
 */
export async function cpuMs(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
