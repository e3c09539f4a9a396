// @ts-check
// The live part of the benchmark (BENCH_PARTS=live; `node bench/live.mjs` runs it alone): a sender's page hosting
// its shares through its one long poll (POST /api/live/sender, docs/live.md), on two API instances sharing one
// throw-away PostgreSQL, Redis and s3rver as README's "Scaling out" runs them (as bench/load.mjs does, without the
// worker). The page is simulated in this process: a fetch loop that polls again as soon as a poll ends, hosting
// 10 shares: 5 end-to-end encrypted (for the code exchange and direct transfer) and 5 plain (direct transfer).
//   Redis commands per second while the page idles (INFO stats total_commands_processed, the commands inside the
//     API's Lua scripts included, as Redis counts them), the same with no page at all measured in alternating
//     windows and subtracted (both printed), a page hosting 1 share beside: at most 1/s per page
//   the same counted as the API sends them (MONITOR: an EVAL is one, the commands inside it none): at most 1/s
//   the requests the page holds open, sampled while it idles: exactly 1, and its one poll keeps every share
//     present on each road it is hosted for (Redis' presence keys, and each share's availability on the other
//     instance)
//   a recipient's direct offer on instance b to the sender's poll on instance a (the offer request sent to the
//     poll's answer read, one process's clock), each refused at once: p50 at most 50 ms, p99 at most 250 ms
// BENCH_LIVE_ROUNDS (default 3) rounds of the idle windows (no page, 1 share, 10 shares, in rotating order; figures
// are medians), BENCH_LIVE_WINDOW_SECONDS (default 50: two of the page's 25-s polls whole) long each;
// BENCH_LIVE_OFFERS (default 200) offers.
import { once } from 'node:events';
import { mkdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createConnection } from 'node:net';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, startRedis } from './load-services.mjs';
import { serverGroup, startApi, startServer } from './processes.mjs';
import { figure, goalRow, runAloneIfMain } from './run-alone.mjs';
import { VERBOSE } from './settings.mjs';
import { parseJson } from './transfers.mjs';
import { median } from './test-data.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */

const here = dirname(fileURLToPath(import.meta.url));
const PORTS = { postgres: 3931, redis: 3932, s3: 3933, a: 3934, b: 3935 };
const BUCKET = 'sharecode-live';
/** s3rver accepts any key pair. */
const S3_ENV = {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
};
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 3);
const WINDOW_MS = Number(process.env.BENCH_LIVE_WINDOW_SECONDS ?? 50) * 1000;
const OFFERS = Number(process.env.BENCH_LIVE_OFFERS ?? 200);
/** Offers before the measured ones: the instances' code paths warm. */
const WARMUP_OFFERS = 10;
/** Before a window: a page's first poll has found its shares and waits; one that closed has been let go. */
const SETTLE_MS = 5_000;
/** How often the page's requests in flight are counted during a window. */
const SAMPLE_EVERY_MS = 100;
/** An offer is sent once the sender's poll has been waiting this long: it measures the wake, not a poll's start. */
const POLL_SETTLED_MS = 150;
/** The goals: Redis commands per second per idle page, and the offer's time to the sender's poll. */
const GOALS = { commandsPerSecond: 1, p50Ms: 50, p99Ms: 250 };

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {{ code: string, manageKey: string, link: string, encrypted: boolean }} Share */
/** @typedef {{ code: string, manageKey?: string, roads: string[] }} Hosted */

// --- Redis, spoken to directly (RESP), so that the bench's own commands are known exactly ---------------------

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
async function redisConnection(port, onPush) {
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
async function redisMonitor(port) {
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
async function redisWindow(redis, monitor, ms) {
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

/**
 * PostgreSQL, Redis, s3rver and two API instances on them, as bench/load.mjs starts them.
 * @param {string} dir
 * @param {ReturnType<typeof serverGroup>} servers
 */
async function startDeployment(dir, servers) {
  const postgres = await startPostgres(PORTS.postgres);
  servers.add({ name: 'postgres', pid: 0, stop: postgres.stop });
  const redis = await startRedis(PORTS.redis);
  servers.add({ name: 'redis', pid: 0, stop: redis.stop });
  servers.add(
    await startServer(
      's3rver',
      join(here, 's3rver-server.mjs'),
      { PORT: String(PORTS.s3), S3RVER_DIR: join(dir, 's3rver'), S3_BUCKET: BUCKET },
      S3_ENV.S3_ENDPOINT,
    ),
  );
  const env = {
    ...S3_ENV,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    CLIENT_DIR: join(dir, 'no-client'),
    CODE_GUESS_POW_SECRET: 'one secret shared by every instance of the live deployment',
    // Direct transfer's default, said here: the part measures it.
    DIRECT_TRANSFER: 'on',
  };
  // One after the other: the first runs the migrations, which two processes must not run at once.
  /** @type {string[]} */
  const bases = [];
  for (const name of /** @type {const} */ (['a', 'b'])) {
    const { server, apiBase } = await startApi(`sharecode api ${name}`, PORTS[name], {
      ...env,
      DATA_DIR: join(dir, `api-${name}`),
    });
    servers.add(server);
    bases.push(apiBase);
  }
  return { a: bases[0], b: bases[1] };
}

/**
 * A share of one small file through POST /api/upload; `encrypted`: as the browser uploads an end-to-end
 * encrypted one (objects named by file id plus the manifest; random bytes, which the relay never reads).
 * @param {string} base
 * @param {boolean} encrypted
 * @returns {Promise<Share>}
 */
async function uploadShare(base, encrypted) {
  const form = new FormData();
  const paths = encrypted ? [randomBytes(16).toString('base64url'), 'manifest'] : ['hello.txt'];
  if (encrypted) form.append('encrypted', '1');
  for (const path of paths) form.append('files', new Blob([randomBytes(64)]), path);
  form.append('filePaths', JSON.stringify(paths));
  const response = await fetch(`${base}/api/upload`, { method: 'POST', body: form });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`Upload answered ${response.status}: ${text}`);
  const { folderCode, manageKey, folderUrl } =
    /** @type {{ folderCode: string, manageKey: string, folderUrl: string }} */ (parseJson(text));
  const link = new URL(folderUrl).pathname.split('/').pop() ?? '';
  return { code: folderCode, manageKey, link, encrypted };
}

/**
 * What a page names in its poll: an encrypted share for both roads, a plain one for direct transfer.
 * @param {Share[]} shares
 * @returns {Hosted[]}
 */
const hostedOf = (shares) =>
  shares.map(({ code, manageKey, encrypted }) => ({
    code,
    manageKey,
    roads: encrypted ? ['code-exchange', 'direct'] : ['direct'],
  }));

/** @typedef {{ sessionId: string, offer: string, code: string }} Offer */

/**
 * A sender's page on `base` hosting `shares` as the client does: one poll at a time, polling again as soon as one
 * ends; each direct offer is refused at once (its answer a request of its own, the next poll already sent).
 * Counts its requests in flight; a poll answered otherwise than 204 or with an offer is an error.
 * @param {string} base
 * @param {Share[]} shares
 */
function openPage(base, shares) {
  const closing = new AbortController();
  const body = JSON.stringify({ shares: hostedOf(shares) });
  const manageKeys = new Map(shares.map((share) => [share.code, share.manageKey]));
  /** @type {string[]} */
  const errors = [];
  let polling = 0;
  let answering = 0;
  let polls = 0;
  /** When the poll in flight was sent (performance.now()), undefined between polls. */
  /** @type {number | undefined} */
  let pollSentAt;
  /** @type {Array<(offer: { offer: Offer, arrived: number } | undefined) => void>} */
  const offerWaiters = [];
  /** @type {Set<Promise<void>>} */
  const answers = new Set();

  /** @param {Offer} offer */
  const refuse = (offer) => {
    answering++;
    const answer = fetch(`${base}/api/shares/${offer.code}/direct/${offer.sessionId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Manage-Key': manageKeys.get(offer.code) ?? '' },
      body: JSON.stringify({ refused: true }),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status !== 204) errors.push(`refusal answered ${response.status}`);
      })
      .catch((/** @type {unknown} */ error) => void errors.push(`refusal failed: ${String(error)}`))
      .finally(() => {
        answering--;
        answers.delete(answer);
      });
    answers.add(answer);
  };

  const loop = (async () => {
    while (!closing.signal.aborted) {
      polling++;
      polls++;
      pollSentAt = performance.now();
      try {
        const response = await fetch(`${base}/api/live/sender`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: closing.signal,
        });
        const text = await response.text();
        const arrived = performance.now();
        if (response.status === 204) continue;
        if (response.status !== 200) {
          errors.push(`poll answered ${response.status}: ${text}`);
          await sleep(1_000);
          continue;
        }
        const { data } = /** @type {{ data: { gone: unknown[], offer?: Offer, exchange?: unknown } }} */ (
          parseJson(text)
        );
        if (data.gone.length > 0) errors.push(`poll said gone: ${JSON.stringify(data.gone)}`);
        if (data.exchange) errors.push('poll brought an exchange step nobody sent');
        if (data.offer) {
          refuse(data.offer);
          const waiter = offerWaiters.shift();
          if (waiter) waiter({ offer: data.offer, arrived });
          else errors.push('poll brought an offer nobody sent');
        }
        if (data.gone.length > 0) await sleep(1_000);
      } catch (error) {
        if (!closing.signal.aborted) {
          errors.push(`poll failed: ${String(error)}`);
          await sleep(1_000);
        }
      } finally {
        polling--;
        pollSentAt = undefined;
      }
    }
  })();

  return {
    errors,
    /** The page's requests in flight: its poll and any answer. */
    inFlight: () => polling + answering,
    polls: () => polls,
    /** How long the poll in flight has waited, ms; -1 between polls. */
    pollAge: () => (pollSentAt === undefined ? -1 : performance.now() - pollSentAt),
    /**
     * The next offer a poll brings, and when its answer was read; `cancel` stops waiting for it (resolving
     * undefined), so that a later offer is not taken for it.
     */
    nextOffer: () => {
      /** @type {(offer: { offer: Offer, arrived: number } | undefined) => void} */
      let settle = () => undefined;
      /** @type {Promise<{ offer: Offer, arrived: number } | undefined>} */
      const promise = new Promise((resolve) => (settle = resolve));
      offerWaiters.push(settle);
      return {
        promise,
        cancel: () => {
          const at = offerWaiters.indexOf(settle);
          if (at >= 0) offerWaiters.splice(at, 1);
          settle(undefined);
        },
      };
    },
    close: async () => {
      closing.abort();
      await loop;
      await Promise.all(answers);
    },
  };
}

/** @typedef {ReturnType<typeof openPage>} Page */

/**
 * A JSON POST from `localAddress` (any 127.x.y.z: the API counts per-client limits by the socket's address), on
 * a connection of its own; `sent` is called as the request is sent.
 * @param {string} url
 * @param {object} body
 * @param {string} localAddress
 * @returns {Promise<{ status: number, text: string }>}
 */
function postFrom(url, body, localAddress) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(url, {
      method: 'POST',
      agent: false,
      localAddress,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
    });
    sent.on('error', reject);
    sent.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (/** @type {string} */ chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    sent.end(payload);
  });
}

/**
 * An SDP offer shaped as a browser's, with its candidates gathered (the API checks the version line and size).
 * @param {number} index
 */
function sdpOffer(index) {
  const lines = [
    'v=0',
    `o=- ${4611731400430051336n + BigInt(index)} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=extmap-allow-mixed',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    `a=ice-ufrag:${randomBytes(3).toString('base64url')}`,
    `a=ice-pwd:${randomBytes(18).toString('base64url')}`,
    'a=ice-options:trickle',
    `a=fingerprint:sha-256 ${[...randomBytes(32)].map((byte) => byte.toString(16).padStart(2, '0')).join(':')}`,
    'a=setup:actpass',
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
    `a=candidate:1 1 udp 2113937151 ${randomBytes(8).toString('hex')}.local 54321 typ host generation 0`,
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The loopback address the recipient of offer `index` sends from: one each, so no per-client limit is neared. */
const recipientAddress = (/** @type {number} */ index) => `127.0.${10 + Math.floor(index / 250)}.${(index % 250) + 1}`;

/**
 * One recipient's direct offer to a share the page hosts: the session started on `recipientBase` (not timed), the
 * offer sent there, and the time until the sender's poll on the other instance has it.
 * @param {Page} page
 * @param {string} recipientBase
 * @param {Share} share
 * @param {number} index
 * @returns {Promise<{ ms: number } | { error: string }>}
 */
async function timedOffer(page, recipientBase, share, index) {
  const from = recipientAddress(index);
  const sessions = `${recipientBase}/api/folders/${share.link}/direct/sessions`;
  const started = await postFrom(sessions, {}, from);
  if (started.status !== 201) return { error: `session start answered ${started.status}: ${started.text}` };
  const { sessionId } = /** @type {{ sessionId: string }} */ (parseJson(started.text));
  // The sender's poll is waiting (not starting): the offer measures its wake across the instances.
  while (page.pollAge() < POLL_SETTLED_MS) await sleep(10);
  const polled = page.nextOffer();
  const sent = performance.now();
  const offered = postFrom(`${sessions}/${sessionId}`, { offer: sdpOffer(index) }, from);
  // An offer the poll never brings is answered sender-away (after 20 s): the wait for it ends then.
  void offered
    .catch(() => undefined)
    .then(() => sleep(1_000))
    .then(polled.cancel);
  const [taken, answered] = await Promise.all([polled.promise, offered]);
  if (!taken) return { error: `the poll never brought the offer; it answered ${answered.status}: ${answered.text}` };
  const { offer, arrived } = taken;
  if (offer.sessionId !== sessionId || offer.code !== share.code) return { error: 'the poll brought another offer' };
  // The page refused it: the recipient is told so (409 refused).
  if (answered.status !== 409 || !answered.text.includes('refused'))
    return { error: `the refused offer answered ${answered.status}: ${answered.text}` };
  return { ms: arrived - sent };
}

/**
 * The p-th quantile (nearest rank).
 * @param {number[]} values
 * @param {number} p
 */
function quantile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/**
 * Calls by command over `seconds`, as "eval 0.80/s, set 4.00/s", the busiest first.
 * @param {Map<string, number>} calls
 * @param {number} seconds
 */
function perSecondList(calls, seconds) {
  return [...calls]
    .sort((a, b) => b[1] - a[1])
    .map(([command, count]) => `${command} ${(count / seconds).toFixed(2)}/s`)
    .join(', ');
}

// --- The measurements -------------------------------------------------------------------------------------------

/**
 * The idle windows: no page, a page of 1 share, a page of 10 shares, in rotating order each round; resolves each
 * scenario's windows, the page's requests in flight sampled during the 10-share windows, and whether each share
 * counted as present on each of its roads then.
 * @param {{ a: string, b: string }} deployment
 * @param {Share[]} shares
 */
async function idleWindows({ a, b }, shares) {
  const redis = await redisConnection(PORTS.redis);
  const monitor = await redisMonitor(PORTS.redis);
  /** @type {Record<'none' | 'one' | 'ten', RedisWindow[]>} */
  const windows = { none: [], one: [], ten: [] };
  /** @type {number[]} */
  const inFlight = [];
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const absent = [];
  const encrypted = shares.filter((share) => share.encrypted);
  try {
    /** @type {Array<'none' | 'one' | 'ten'>} */
    const order = ['none', 'one', 'ten'];
    for (let round = 1; round <= ROUNDS; round++) {
      const rotated = [...order.slice((round - 1) % 3), ...order.slice(0, (round - 1) % 3)];
      for (const scenario of rotated) {
        const what = { none: 'no page', one: 'a page hosting 1 share', ten: 'a page hosting 10 shares' }[scenario];
        console.log(`Live round ${round}/${ROUNDS}: Redis commands over ${WINDOW_MS / 1000} s, ${what} ...`);
        const page = scenario === 'none' ? undefined : openPage(a, scenario === 'one' ? encrypted.slice(0, 1) : shares);
        await sleep(SETTLE_MS);
        const sampler =
          scenario === 'ten' && page ? setInterval(() => inFlight.push(page.inFlight()), SAMPLE_EVERY_MS) : undefined;
        windows[scenario].push(await redisWindow(redis, monitor, WINDOW_MS));
        clearInterval(sampler);
        if (scenario === 'ten') absent.push(...(await absentPresences(redis, b, shares)));
        if (page) {
          await page.close();
          errors.push(...page.errors);
        }
      }
    }
  } finally {
    monitor.close();
    redis.close();
  }
  return { windows, inFlight, errors, absent };
}

/**
 * The shares' roads that do not count as present now: the relays' presence book in Redis (one sorted set, members
 * `{road}:{folder id}` scored by when they lapse: 5 for the code exchange, 10 for direct transfer), and each share's direct availability as a recipient on instance `b` sees it.
 * @param {RedisConnection} redis
 * @param {string} b
 * @param {Share[]} shares
 * @returns {Promise<string[]>}
 */
async function absentPresences(redis, b, shares) {
  const [book] = /** @type {string[]} */ (await redis.command('KEYS', '*relay:present'));
  const present = book
    ? /** @type {string[]} */ (await redis.command('ZRANGEBYSCORE', book, String(Date.now()), '+inf'))
    : [];
  const exchange = present.filter((member) => member.startsWith('code-exchange:')).length;
  const directKeys = present.filter((member) => member.startsWith('direct:')).length;
  const wanted = { exchange: shares.filter((share) => share.encrypted).length, direct: shares.length };
  /** @type {string[]} */
  const absent = [];
  if (exchange < wanted.exchange) absent.push(`${exchange} of ${wanted.exchange} code-exchange presences`);
  if (directKeys < wanted.direct) absent.push(`${directKeys} of ${wanted.direct} direct presences`);
  for (const share of shares) {
    const response = await fetch(`${b}/api/folders/${share.link}/direct`);
    const { available } = /** @type {{ available?: boolean }} */ (parseJson(await response.text()));
    if (response.status !== 200 || available !== true) absent.push(`${share.code} not available on instance b`);
  }
  return absent;
}

/**
 * OFFERS recipients' offers (after WARMUP_OFFERS), each on instance b to a share of the page polling on a, in
 * turn; resolves their times and what failed.
 * @param {{ a: string, b: string }} deployment
 * @param {Share[]} shares
 */
async function offerTimes({ a, b }, shares) {
  const page = openPage(a, shares);
  /** @type {number[]} */
  const times = [];
  /** @type {string[]} */
  const errors = [];
  try {
    // The page counts as present before the first recipient comes.
    while (page.pollAge() < SETTLE_MS / 5) await sleep(50);
    console.log(`Live: ${OFFERS} offers on instance b to the sender's poll on instance a ...`);
    for (let index = 0; index < WARMUP_OFFERS + OFFERS; index++) {
      const result = await timedOffer(page, b, shares[index % shares.length], index).catch(
        (/** @type {unknown} */ error) => ({ error: `offer failed: ${String(error)}` }),
      );
      if ('error' in result) errors.push(result.error);
      else if (index >= WARMUP_OFFERS) times.push(result.ms);
    }
  } finally {
    await page.close();
  }
  return { times, errors: [...errors, ...page.errors], polls: page.polls() };
}

/**
 * Starts the live deployment under `work`, measures, stops it; resolves the rows.
 * @param {string} work
 * @returns {Promise<Row[]>}
 */
export async function liveRows(work) {
  const dir = join(work, 'live');
  await mkdir(join(dir, 's3rver'), { recursive: true });
  const servers = serverGroup();
  try {
    const deployment = await startDeployment(dir, servers);
    /** @type {Share[]} */
    const shares = [];
    for (let index = 0; index < 10; index++) shares.push(await uploadShare(deployment.a, index < 5));

    const idle = await idleWindows(deployment, shares);
    const offers = await offerTimes(deployment, shares);

    /** @type {(scenario: 'none' | 'one' | 'ten', key: 'commands' | 'sent') => number} */
    const rate = (scenario, key) => median(idle.windows[scenario].map((window) => window[key] / window.seconds));
    const perPage = (/** @type {'commands' | 'sent'} */ key) => ({
      ten: rate('ten', key) - rate('none', key),
      one: rate('one', key) - rate('none', key),
      page: rate('ten', key),
      baseline: rate('none', key),
    });
    const commands = perPage('commands');
    const sent = perPage('sent');
    // What dominates: the 10-share windows' calls per command, over the no-page windows' (all windows summed).
    /** @type {(scenario: 'none' | 'ten', key: 'byCommand' | 'sentByCommand') => Map<string, number>} */
    const summed = (scenario, key) => {
      /** @type {Map<string, number>} */
      const total = new Map();
      for (const window of idle.windows[scenario])
        for (const [command, count] of window[key]) total.set(command, (total.get(command) ?? 0) + count);
      return total;
    };
    const seconds = (/** @type {'none' | 'ten'} */ scenario) =>
      idle.windows[scenario].reduce((sum, window) => sum + window.seconds, 0);
    console.log(
      `  live, Redis calls per command with no page:  ${perSecondList(summed('none', 'byCommand'), seconds('none'))}`,
    );
    console.log(
      `  live, Redis calls per command, 10 shares:     ${perSecondList(summed('ten', 'byCommand'), seconds('ten'))}`,
    );
    console.log(
      `  live, sent by clients (MONITOR), no page:    ${perSecondList(summed('none', 'sentByCommand'), seconds('none'))}`,
    );
    console.log(
      `  live, sent by clients (MONITOR), 10 shares:  ${perSecondList(summed('ten', 'sentByCommand'), seconds('ten'))}`,
    );
    if (VERBOSE)
      console.log(
        JSON.stringify({ windows: idle.windows, times: offers.times }, (_, /** @type {unknown} */ value) =>
          value instanceof Map ? Object.fromEntries(/** @type {Map<string, number>} */ (value)) : value,
        ),
      );
    for (const error of [...new Set([...idle.errors, ...offers.errors])].slice(0, 10))
      console.log(`  live error: ${error}`);

    const idleFault = idle.errors.length > 0 ? `${idle.errors.length} page errors` : undefined;
    const ones = idle.inFlight.filter((count) => count === 1).length;
    const held = idle.inFlight.length > 0 ? Math.max(...idle.inFlight) : NaN;
    const p50 = quantile(offers.times, 0.5);
    const p99 = quantile(offers.times, 0.99);
    const offerFault =
      offers.errors.length > 0
        ? `${offers.errors.length} failed`
        : offers.times.length < OFFERS
          ? `${offers.times.length} of ${OFFERS} measured`
          : undefined;
    const besideOffers = `${offers.times.length} offers, each refused at once; max ${figure(Math.max(...offers.times), 0, 'ms')}`;
    return [
      goalRow({
        metric:
          'live: Redis commands/s, a page hosting 10 shares, idle (instances\u2019 own subtracted; in scripts too)',
        sharecode: `${figure(commands.ten, 2, '/s')} (page ${figure(commands.page, 2)} - baseline ${figure(commands.baseline, 2)})`,
        reference: `1 share: ${figure(commands.one, 2, '/s')}`,
        value: commands.ten,
        goal: { bound: '<=', limit: GOALS.commandsPerSecond, unit: '/s' },
        fault: idleFault,
      }),
      goalRow({
        metric: 'live: Redis commands/s the API sends for that page (an EVAL one, its inner commands none)',
        sharecode: `${figure(sent.ten, 2, '/s')} (page ${figure(sent.page, 2)} - baseline ${figure(sent.baseline, 2)})`,
        reference: `1 share: ${figure(sent.one, 2, '/s')}`,
        value: sent.ten,
        goal: { bound: '<=', limit: GOALS.commandsPerSecond, unit: '/s' },
        fault: idleFault,
      }),
      goalRow({
        metric: 'live: requests held open by the page (10 shares, 15 presences, sampled)',
        sharecode: `${Number.isFinite(held) ? held : 'not measured'} (1 in ${ones} of ${idle.inFlight.length} samples)`,
        reference:
          idle.absent.length > 0 ? `absent: ${idle.absent.slice(0, 3).join('; ')}` : 'every share present on each road',
        value: String(held),
        goal: { equals: '1' },
        fault: idle.absent.length > 0 ? 'shares not kept present' : idleFault,
      }),
      goalRow({
        metric: 'live: offer, recipient on instance b -> sender\u2019s poll on instance a, p50',
        sharecode: figure(p50, 1, 'ms'),
        reference: besideOffers,
        value: p50,
        goal: { bound: '<=', limit: GOALS.p50Ms, unit: 'ms' },
        fault: offerFault,
      }),
      goalRow({
        metric: 'live: offer, recipient on instance b -> sender\u2019s poll on instance a, p99',
        sharecode: figure(p99, 1, 'ms'),
        reference: besideOffers,
        value: p99,
        goal: { bound: '<=', limit: GOALS.p99Ms, unit: 'ms' },
        fault: offerFault,
      }),
    ];
  } finally {
    await servers.stopAll();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, liveRows);
