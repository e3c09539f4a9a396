// @ts-check
// The API's cost per request (BENCH_PARTS=lookups): a code lookup (GET /api/folders/retrieve/{code}), a link
// lookup (GET /s/{link}/qr) and the health check (GET /api/health), each against a bare NestJS app answering one
// JSON route (bare-nest-server.mjs), with 50 connections, in interleaved rounds of short runs. This machine's
// speed drifts within a minute, so each ratio is the median of the rounds' ratios (the runs of a round see the
// same machine), not a ratio of medians. Beside each: the p99 latency and the server's CPU per request, which
// for a code lookup includes the guessing budget's bookkeeping. The API runs as in production, its access log
// at info and metrics on: a lookup that left no access-log line would be measured without the log's cost, so
// then the lookups' rows are MISSED.
import autocannon from 'autocannon';
import { createReadStream } from 'node:fs';
import { cpuMs } from './processes.mjs';
import { figure } from './run-alone.mjs';
import { VERBOSE } from './settings.mjs';
import { median } from './test-data.mjs';
import { ratioRow } from './transfer-rounds.mjs';

/** @typedef {{ url: string, pid: number }} Target a URL to load, and the process whose CPU it costs */
/** @typedef {{ perSecond: number, p99: number, cpuPerRequest: number, requests: number }} Load */

const ROUNDS = Number(process.env.BENCH_LOOKUP_ROUNDS ?? 7);
const SECONDS = Number(process.env.BENCH_LOOKUP_SECONDS ?? 4);
const CONNECTIONS = 50;
/**
 * Each of the API's requests answers at least half as many times a second as the bare NestJS route: what the
 * API does on top of the framework (a database read, rate limits, the access log, metrics) may cost as much as
 * the framework itself, no more.
 */
const TARGET = 0.5;

/**
 * Lookups come from many clients, as they would in use: each request names one of CLIENTS addresses in
 * X-Forwarded-For (the API runs with TRUST_PROXY on). Rate limiting stays active and is counted per
 * client as in production; one client sending everything would instead make the throttler's per-client
 * hit list (one entry per request in the window) the thing being measured.
 */
const CLIENTS = 10_000;
let nextClient = 0;
/**
 * @template {{ headers?: Record<string, string> }} R
 * @param {R} request
 * @returns {R}
 */
function asNextClient(request) {
  const client = nextClient++ % CLIENTS;
  request.headers = {
    ...request.headers,
    'x-forwarded-for': `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`,
  };
  return request;
}

/**
 * @param {Target} target
 * @returns {Promise<Load>}
 */
async function load({ url, pid }) {
  const cpuBefore = await cpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', setupRequest: asNextClient }],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const cpuMicroseconds = ((await cpuMs(pid)) - cpuBefore) * 1000;
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    cpuPerRequest: cpuMicroseconds / result.requests.total,
    requests: result.requests.total,
  };
}

/**
 * Runs the measurements of one round, the first one first, the next round the other way round.
 * @param {number} index
 * @param {Array<[string, Target]>} targets
 */
async function round(index, targets) {
  const order = index % 2 === 0 ? targets : [...targets].reverse();
  /** @type {Record<string, Load>} */
  const results = {};
  for (const [name, target] of order) results[name] = await load(target);
  return results;
}

/**
 * Lines in the file at `path`.
 * @param {string} path
 */
async function lineCount(path) {
  let lines = 0;
  for await (const bytes of /** @type {AsyncIterable<Buffer>} */ (createReadStream(path))) {
    for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines++;
  }
  return lines;
}

/**
 * Resolves the benchmark table's rows for the API's requests.
 * @param {{ pid: number, accessLog: string }} api the API's process and the file its stdout goes to
 * @param {{ code: string, link: string, health: string }} urls
 * @param {Target} hello the bare NestJS route
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function lookupRows(api, urls, hello) {
  console.log(`Lookups: ${ROUNDS} interleaved rounds of ${SECONDS} s runs, ${CONNECTIONS} connections ...`);
  /** @type {Array<[string, Target]>} */
  const targets = [
    ...Object.entries(urls).map(([name, url]) => /** @type {[string, Target]} */ ([name, { url, pid: api.pid }])),
    ['hello', hello],
  ];
  const linesBefore = await lineCount(api.accessLog);
  /** @type {Array<Record<string, Load>>} */
  const rounds = [];
  // Round 0 warms up (JIT, caches) and is left out of the figures, not out of the log.
  for (let index = 0; index <= ROUNDS; index++) rounds.push(await round(index, targets));
  const logged = (await lineCount(api.accessLog)) - linesBefore;
  // Health checks are logged at debug only: the lookups' lines are the ones to count.
  const lookups = rounds.reduce((sum, results) => sum + results.code.requests + results.link.requests, 0);
  const fault = logged >= lookups ? undefined : `${logged} access-log lines for ${lookups} lookups`;
  if (VERBOSE) console.log(`  ${logged} access-log lines for ${lookups} lookups`);
  const measured = rounds.slice(1);
  /** @type {(name: string, key: keyof Load) => number[]} */
  const of = (name, key) => measured.map((results) => results[name][key]);
  /** @param {string} name */
  const beside = (name) =>
    `p99 ${figure(median(of(name, 'p99')), 1, 'ms')}, CPU ${figure(median(of(name, 'cpuPerRequest')), 0, 'us/req')}`;
  /** @type {(metric: string, name: string, logged: boolean) => import('./run-alone.mjs').Row} */
  const row = (metric, name, logged) =>
    ratioRow(metric, of(name, 'perSecond'), of('hello', 'perSecond'), 'req/s', TARGET, {
      sharecode: beside(name),
      reference: `${beside('hello')} (bare NestJS)`,
      fault: logged ? fault : undefined,
    });
  return [
    row(`code lookups GET /api/folders/retrieve/{code}, ${CONNECTIONS} connections`, 'code', true),
    row(`link lookups GET /s/{link}/qr, ${CONNECTIONS} connections`, 'link', true),
    row(`health checks GET /api/health, ${CONNECTIONS} connections`, 'health', false),
  ];
}
