// Servers as child processes, so their memory can be read from /proc on their own.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';

function get(url) {
  return new Promise((resolve) => {
    request(url, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    })
      .on('error', () => resolve(0))
      .end();
  });
}

export async function startServer(name, script, env, healthUrl) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 30_000;
  while ((await get(healthUrl)) !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`${name} did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function statusField(pid, field) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return Number(match[1]) * 1024;
}

/** Current resident set size, bytes. */
export const rss = (pid) => statusField(pid, 'VmRSS');
/** Peak resident set size since start or since resetPeak, bytes. */
export const peakRss = (pid) => statusField(pid, 'VmHWM');

/** Resets VmHWM to the current RSS (Linux >= 4.0): each phase then reports its own peak. */
export async function resetPeak(pid) {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** CPU time (user + system, ms) a process has used: its cost of some work, whatever the machine's pace. */
export async function cpuMs(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
