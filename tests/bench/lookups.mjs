// Code lookups under load: the API's retrieval endpoint against a bare NestJS hello endpoint, in
// interleaved pairs of short runs. This machine's speed drifts by ±10 % over a minute, so the figure is
// the median of each pair's ratio (both halves of a pair see the same machine), not a ratio of medians.
import autocannon from 'autocannon';
import { cpuMs } from './processes.mjs';

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
function asNextClient(request) {
  const client = nextClient++ % CLIENTS;
  request.headers = { ...request.headers, 'x-forwarded-for': `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}` };
  return request;
}

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
  return { perSecond: result.requests.average, p99: result.latency.p99, cpuPerRequest: cpuMicroseconds / result.requests.total };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `api` and `hello`: { url, pid }. Resolves the benchmark table's lookup rows. */
export async function lookupRows(api, hello) {
  console.log(`Lookups: ${ROUNDS} interleaved pairs of ${SECONDS} s runs, ${CONNECTIONS} connections ...`);
  await load(api); // warm-up: JIT, caches
  await load(hello);
  const pairs = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which side runs first, so neither always inherits the other's leftover work (GC, sockets).
    if (round % 2 === 0) pairs.push({ api: await load(api), hello: await load(hello) });
    else pairs.push({ hello: await load(hello), api: await load(api) });
  }
  const ours = (key) => median(pairs.map((pair) => pair.api[key]));
  const reference = (key) => median(pairs.map((pair) => pair.hello[key]));
  const ratio = median(pairs.map((pair) => pair.api.perSecond / pair.hello.perSecond));
  return [
    {
      metric: 'lookups (median of pair ratios)',
      sharecode: `${ours('perSecond').toFixed(1)} req/s`,
      reference: `${reference('perSecond').toFixed(1)} req/s`,
      ratio: ratio.toFixed(2),
      target: '>= 0.8',
      result: ratio >= 0.8 ? 'ok' : 'MISSED',
    },
    {
      metric: 'lookup p99 latency',
      sharecode: `${ours('p99').toFixed(1)} ms`,
      reference: `${reference('p99').toFixed(1)} ms`,
      ratio: (ours('p99') / reference('p99')).toFixed(2),
      target: '(reported)',
      result: '',
    },
    {
      metric: 'server CPU per lookup',
      sharecode: `${ours('cpuPerRequest').toFixed(0)} us`,
      reference: `${reference('cpuPerRequest').toFixed(0)} us`,
      ratio: (ours('cpuPerRequest') / reference('cpuPerRequest')).toFixed(2),
      target: '(reported)',
      result: '',
    },
  ];
}
