import fc from 'fast-check';
import {
  describeOperation,
  documentedOperations,
  type Operation,
  pathWith,
  realPathValues,
  realQuery,
} from './support/operations.js';
import { loopbackSource, rawExchange } from './support/raw-exchange.js';
import { replayHint, robustnessSeed } from './support/seed.js';
import { ServerUnderAttack } from './support/server-under-attack.js';
import { storedStateProblems } from './support/stored-state.js';
import { endsItsTarget, type Targets, targetsOn } from './support/targets.js';
import { type AimedRoute, requestsOf, TRANSPORT_ATTACKS } from './support/transport-attacks.js';

/** A route's attacks, one after the other; slow bodies and waits for answers make it a few seconds. */
const ROUTE_TIMEOUT_MS = 60_000;
const START_TIMEOUT_MS = 90_000;

const operations = documentedOperations();
const seed = robustnessSeed();
/** Source addresses drawn from the seed: a replay comes from the same clients. */
const sources = fc.sample(fc.nat(), { seed, numRuns: 10_000 });
let sent = 0;

async function aimedAt(operation: Operation, shared: Targets): Promise<AimedRoute> {
  const targets = endsItsTarget(operation) ? await shared.renewed() : shared;
  const headers = operation.parameters
    .filter((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'x-manage-key')
    .map((parameter) => `${parameter.name}: ${targets.manageKey}`);
  return {
    operation,
    path: pathWith(operation, await realPathValues(operation, targets)) + realQuery(operation),
    headers: [...headers, `Cookie: ${targets.cookie}`],
  };
}

/**
 * Every documented route, with its real keys, under malformed transport: chunked bodies past a declared size or
 * any limit, chunks longer than their size line, bodies cut mid-way or stopping short, slow bodies, oversized and
 * duplicated headers, contradictory framing, wrong content types. Whatever arrives, the built server (in a child
 * process, access log included) stays up, never answers 5xx, and keeps no half-written data.
 */
describe('malformed transport on every route', () => {
  let server: ServerUnderAttack;
  let targets: Targets;

  beforeAll(async () => {
    server = await ServerUnderAttack.start();
    targets = await targetsOn(server);
  }, START_TIMEOUT_MS);

  beforeEach(async () => {
    // A crash fails its own route's test; the next routes still run, on the same data.
    await server.restartIfDown();
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.close();
  });

  it.each(operations.map((operation) => [describeOperation(operation), operation] as const))(
    '%s',
    async (_, operation) => {
      const failures: string[] = [];
      for (const attack of TRANSPORT_ATTACKS) {
        // Aimed afresh: each attack on a resumable upload gets one of its own, which the last one may have ended.
        for (const request of requestsOf(attack, await aimedAt(operation, targets))) {
          const localAddress = loopbackSource(sources[sent++ % sources.length]);
          const statuses = await rawExchange(server.port, { ...request, localAddress });
          if (statuses.some((status) => status >= 500)) {
            failures.push(`${attack.name}: answered ${statuses.join(', ')}`);
          }
          if (attack.refused && statuses.some((status) => status < 400)) {
            failures.push(`${attack.name}: answered ${statuses.join(', ')}, not a refusal`);
          }
        }
        const down = await server.downReason();
        if (down !== undefined) {
          failures.push(`${attack.name}: the server is down: ${down}`);
          break;
        }
      }
      if (failures.length > 0) throw new Error(`${failures.join('\n')}\n${replayHint(seed)}`);
    },
    ROUTE_TIMEOUT_MS,
  );

  it('stores nothing half-written', async () => {
    await server.stop();
    expect(await storedStateProblems(server.dataDir)).toEqual([]);
  });
});
