// @ts-check
// The live part of the benchmark (BENCH_PARTS=live; `node bench/live.mjs` runs it alone): a sender's page hosting
// its shares through its one long poll (POST /api/live, docs/live.md), on two API instances sharing one
// throw-away PostgreSQL, Redis and s3rver as README's "Scaling out" runs them (as bench/load.mjs does, without the
// worker). The page is simulated in this process: a fetch loop that polls again as soon as a poll ends, hosting
// 10 shares: 5 end-to-end encrypted (for the code exchange and direct transfer) and 5 plain (direct transfer), and
// following the state of each (as its Recent shares list does).
//   Redis commands per second while the page idles (INFO stats total_commands_processed, the commands inside the
//     commands inside any Lua script included, as Redis counts them), the same with no page at all measured in alternating
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
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startScaleOutStack } from './scale-out-stack.mjs';
import { openPage, timedOffer } from './live-page.mjs';
import { redisConnection, redisMonitor, redisWindow } from './live-redis.mjs';
import { serverGroup } from './processes.mjs';
import { figure, goalRow, runAloneIfMain } from './run-alone.mjs';
import { VERBOSE } from './settings.mjs';
import { parseJson } from './transfers.mjs';
import { median } from './test-data.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */

const PORTS = { postgres: 3931, redis: 3932, s3: 3933, a: 3934, b: 3935 };
const BUCKET = 'sharecode-live';
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 3);
const WINDOW_MS = Number(process.env.BENCH_LIVE_WINDOW_SECONDS ?? 50) * 1000;
const OFFERS = Number(process.env.BENCH_LIVE_OFFERS ?? 200);
/** Offers sent before the measured ones, so that the first measured offer does not pay for cold code paths. */
const WARMUP_OFFERS = 10;
/** Before a window: a page's first poll has found its shares and waits; one that closed has been let go. */
const SETTLE_MS = 5_000;
/** How often the page's requests in flight are counted during a window. */
const SAMPLE_EVERY_MS = 100;
/** The goals: Redis commands per second per idle page, and the offer's time to the sender's poll. */
const GOALS = { commandsPerSecond: 1, p50Ms: 50, p99Ms: 250 };

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {import('./live-page.mjs').Share} Share */
/** @typedef {import('./live-redis.mjs').RedisConnection} RedisConnection */
/** @typedef {import('./live-redis.mjs').RedisWindow} RedisWindow */

/**
 * The scale-out stack with direct transfer on (its default, said here: the part measures it).
 * @param {string} dir
 * @param {ReturnType<typeof serverGroup>} servers
 */
async function startDeployment(dir, servers) {
  const { apis } = await startScaleOutStack(dir, servers, PORTS, BUCKET, { DIRECT_TRANSFER: 'on' });
  return { a: apis[0].base, b: apis[1].base };
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
