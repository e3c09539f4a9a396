// @ts-check
// Redis spoken to directly (RESP) for the bench's live part (bench/live.mjs), so that the bench's own commands are
// known exactly: a connection, its counters (INFO), a MONITOR of what clients send, and a window measuring both.
import { once } from 'node:events';
import { createConnection } from 'node:net';

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {string | number | null | Error | unknown[]} RespValue */

/**
 * One reply of Redis' protocol at `offset`, and where the next starts; undefined while incomplete.
 * @param {Buffer} buffer
 * @param {number} offset
 * @returns {{ value: RespValue, next: number } | undefined}
 */
function parseReply(buffer, offset) {
  const end = buffer.indexOf('\r\n', offset);
  if (end < 0) return undefined;
  const type = String.fromCharCode(buffer[offset]);
  const line = buffer.toString('utf8', offset + 1, end);
  if (type === '+') return { value: line, next: end + 2 };
  if (type === '-') return { value: new Error(line), next: end + 2 };
  if (type === ':') return { value: Number(line), next: end + 2 };
  if (type === '$') {
    const length = Number(line);
    if (length < 0) return { value: null, next: end + 2 };
    if (buffer.length < end + 2 + length + 2) return undefined;
    return { value: buffer.toString('utf8', end + 2, end + 2 + length), next: end + 2 + length + 2 };
  }
  if (type === '*') {
    const count = Number(line);
    if (count < 0) return { value: null, next: end + 2 };
    /** @type {RespValue[]} */
    const values = [];
    let next = end + 2;
    for (let index = 0; index < count; index++) {
      const item = parseReply(buffer, next);
      if (!item) return undefined;
      values.push(item.value);
      next = item.next;
    }
    return { value: values, next };
  }
  throw new Error(`Unexpected Redis reply: ${line}`);
}

/**
 * A connection to Redis on loopback `port`: `command` sends one and resolves its reply; replies nobody waits for
 * (MONITOR's lines) go to `onPush`.
 * @param {number} port
 * @param {(value: RespValue) => void} [onPush]
 */
export async function redisConnection(port, onPush) {
  const socket = createConnection(port, '127.0.0.1');
  await once(socket, 'connect');
  /** @type {Buffer} */
  let buffer = Buffer.alloc(0);
  /** @type {Array<{ resolve: (value: RespValue) => void, reject: (error: Error) => void }>} */
  const waiting = [];
  socket.on('data', (/** @type {Buffer} */ chunk) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    let offset = 0;
    for (;;) {
      const reply = parseReply(buffer, offset);
      if (!reply) break;
      offset = reply.next;
      const caller = waiting.shift();
      if (!caller) onPush?.(reply.value);
      else if (reply.value instanceof Error) caller.reject(reply.value);
      else caller.resolve(reply.value);
    }
    buffer = buffer.subarray(offset);
  });
  socket.on('error', (error) => {
    for (const caller of waiting.splice(0)) caller.reject(error);
  });
  return {
    /**
     * @param {string[]} args
     * @returns {Promise<RespValue>}
     */
    command: (...args) =>
      new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        socket.write(`*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`);
      }),
    close: () => socket.destroy(),
  };
}

/** @typedef {Awaited<ReturnType<typeof redisConnection>>} RedisConnection */

/**
 * Redis' counters now: its clock (seconds), total_commands_processed and each command's calls.
 * @param {RedisConnection} redis
 */
async function redisCounters(redis) {
  const text = String(await redis.command('INFO', 'server', 'stats', 'commandstats'));
  /** @type {(name: string) => number} */
  const field = (name) => {
    const match = text.match(new RegExp(`^${name}:(\\d+)`, 'm'));
    if (!match) throw new Error(`No ${name} in Redis' INFO`);
    return Number(match[1]);
  };
  /** @type {Map<string, number>} */
  const calls = new Map();
  for (const [, command, count] of text.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) calls.set(command, Number(count));
  return { seconds: field('server_time_usec') / 1e6, total: field('total_commands_processed'), calls };
}

/**
 * Every command Redis runs while it is open (MONITOR), with Redis' clock: whether a client sent it or a Lua script
 * ran it. The bench's own INFO is left out.
 * @param {number} port
 */
export async function redisMonitor(port) {
  /** @type {Array<{ seconds: number, command: string, inScript: boolean }>} */
  const seen = [];
  const connection = await redisConnection(port, (value) => {
    const match = typeof value === 'string' ? value.match(/^(\d+\.\d+) \[\d+ ([^\]]+)\] "([^"]*)"/) : null;
    if (!match || match[3].toLowerCase() === 'info') return;
    seen.push({ seconds: Number(match[1]), command: match[3].toLowerCase(), inScript: match[2] === 'lua' });
  });
  await connection.command('MONITOR');
  return {
    /**
     * @param {number} from
     * @param {number} to
     */
    between: (from, to) => seen.filter((one) => one.seconds >= from && one.seconds < to),
    close: () => connection.close(),
  };
}

/**
 * @typedef {{ seconds: number, commands: number, sent: number, byCommand: Map<string, number>,
 *   sentByCommand: Map<string, number>, monitored: number }} RedisWindow
 */

/**
 * Redis' work over `ms` (the bench's own INFO taken off): commands as Redis counts them (total_commands_processed,
 * those inside Lua scripts included), those clients sent (MONITOR), each command's calls.
 * @param {RedisConnection} redis
 * @param {Awaited<ReturnType<typeof redisMonitor>>} monitor
 * @param {number} ms
 * @returns {Promise<RedisWindow>}
 */
export async function redisWindow(redis, monitor, ms) {
  const start = await redisCounters(redis);
  await sleep(ms);
  const end = await redisCounters(redis);
  // The first INFO is counted by the second; the second not yet.
  const info = (end.calls.get('info') ?? 0) - (start.calls.get('info') ?? 0);
  /** @type {Map<string, number>} */
  const byCommand = new Map();
  for (const [command, calls] of end.calls) {
    const more = calls - (start.calls.get(command) ?? 0);
    if (command !== 'info' && more > 0) byCommand.set(command, more);
  }
  const monitored = monitor.between(start.seconds, end.seconds);
  /** @type {Map<string, number>} */
  const sentByCommand = new Map();
  for (const { command } of monitored.filter((one) => !one.inScript))
    sentByCommand.set(command, (sentByCommand.get(command) ?? 0) + 1);
  return {
    seconds: end.seconds - start.seconds,
    commands: end.total - start.total - info,
    sent: monitored.filter((one) => !one.inScript).length,
    byCommand,
    sentByCommand,
    monitored: monitored.length,
  };
}

// --- The deployment, the shares, the sender's page and its recipients -----------------------------------------
