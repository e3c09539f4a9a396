// @ts-check
// Lookups under load: a code lookup (the retrieval endpoint) and a link lookup (`/s/{link}/qr`) against a
// bare NestJS hello endpoint, in interleaved rounds of short runs. This machine's speed drifts within a minute,
// so each figure is the median of the rounds' ratios (the runs of a round see the same machine),
// not a ratio of medians. The extra server CPU per lookup over the bare endpoint is what the API's work
// costs on top of the framework: for a code lookup that includes the guessing budget's bookkeeping.
import autocannon from 'autocannon';
import { cpuMs } from './processes.mjs';
import { median } from './test-data.mjs';

/** @typedef {{ url: string, pid: number }} Target a URL to load, and the process whose CPU it costs */
/** @typedef {{ perSecond: number, p99: number, cpuPerRequest: number }} Load */

const ROUNDS = Number(process.env.BENCH_LOOKUP_ROUNDS ?? 7);
const SECONDS = Number(process.env.BENCH_LOOKUP_SECONDS ?? 4);
const CONNECTIONS = 50;

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
 * Resolves the benchmark table's lookup rows.
 * @param {Target} code
 * @param {Target} link
 * @param {Target} hello
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function lookupRows(code, link, hello) {
  console.log(`Lookups: ${ROUNDS} interleaved rounds of ${SECONDS} s runs, ${CONNECTIONS} connections ...`);
  const targets = Object.entries({ code, link, hello });
  await round(0, targets); // warm-up: JIT, caches
  /** @type {Array<Record<string, Load>>} */
  const rounds = [];
  for (let index = 0; index < ROUNDS; index++) rounds.push(await round(index, targets));
  /** @type {(name: string, key: keyof Load) => number} */
  const of = (name, key) => median(rounds.map((results) => results[name][key]));
  /** @param {string} name */
  const ratioOf = (name) => median(rounds.map((results) => results[name].perSecond / results.hello.perSecond));
  const rows = [];
  for (const [name, label] of [
    ['code', 'code lookups'],
    ['link', 'link lookups'],
  ]) {
    const ratio = ratioOf(name);
    rows.push(
      {
        metric: `${label} (median of round ratios)`,
        sharecode: `${of(name, 'perSecond').toFixed(1)} req/s`,
        reference: `${of('hello', 'perSecond').toFixed(1)} req/s`,
        ratio: ratio.toFixed(2),
        target: '(regression guard)',
        result: '',
      },
      {
        metric: `${label}: p99 latency`,
        sharecode: `${of(name, 'p99').toFixed(1)} ms`,
        reference: `${of('hello', 'p99').toFixed(1)} ms`,
        ratio: (of(name, 'p99') / of('hello', 'p99')).toFixed(2),
        target: '(reported)',
        result: '',
      },
      {
        metric: `${label}: server CPU per request (extra over bare)`,
        sharecode: `${of(name, 'cpuPerRequest').toFixed(0)} us (+${(of(name, 'cpuPerRequest') - of('hello', 'cpuPerRequest')).toFixed(0)} us)`,
        reference: `${of('hello', 'cpuPerRequest').toFixed(0)} us`,
        ratio: (of(name, 'cpuPerRequest') / of('hello', 'cpuPerRequest')).toFixed(2),
        target: '(reported)',
        result: '',
      },
    );
  }
  return rows;
}
