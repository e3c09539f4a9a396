import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

/** Where to look when the kernel does not say its ephemeral range (Linux's default starts at 32768). */
const DEFAULT_EPHEMERAL_LOW = 32_768;
/** Below this, ports are commonly taken by system services. */
const LOWEST_PORT = 10_000;
const ATTEMPTS = 50;

/** The lowest port the kernel hands out as a client's source port. */
async function ephemeralLow(): Promise<number> {
  try {
    const [low] = (await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')).trim().split(/\s+/);
    const value = Number(low);
    return Number.isInteger(value) && value > LOWEST_PORT ? value : DEFAULT_EPHEMERAL_LOW;
  } catch {
    return DEFAULT_EPHEMERAL_LOW;
  }
}

async function isFree(port: number): Promise<boolean> {
  const probe = createServer();
  probe.listen(port, '127.0.0.1');
  const outcome = await Promise.race([
    once(probe, 'listening').then(() => true),
    once(probe, 'error').then(() => false),
  ]);
  if (outcome) await new Promise((resolve) => probe.close(resolve));
  return outcome;
}

/**
 * A loopback port nothing listens on right now, for a server the test starts (and may restart) there.
 *
 * Chosen below the kernel's ephemeral range: while a server is stopped, its clients keep connecting to its port,
 * and a client socket whose own source port happens to be that port connects to itself (TCP simultaneous open),
 * holding the port so that the restarted server cannot listen on it.
 */
export async function freePort(): Promise<number> {
  const low = await ephemeralLow();
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (low - LOWEST_PORT));
    if (await isFree(port)) return port;
  }
  throw new Error(`No free loopback port between ${LOWEST_PORT} and ${low} after ${ATTEMPTS} tries`);
}
