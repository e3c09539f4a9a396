import fc from 'fast-check';
import { type GeneratedRequest, generatedRequests, REAL, targetOf } from './support/generated-requests.js';
import { describeOperation, documentedOperations, type Operation, realPathValues } from './support/operations.js';
import { loopbackSource } from './support/raw-exchange.js';
import { replayHint, robustnessSeed } from './support/seed.js';
import { send } from './support/sent-request.js';
import { ServerUnderAttack } from './support/server-under-attack.js';
import { storedStateProblems } from './support/stored-state.js';
import { endsItsTarget, type Targets, targetsOn } from './support/targets.js';

/** Generated requests per route, unless its time budget runs out first: with ~50 routes, a few thousand in all. */
const RUNS_PER_ROUTE = 100;
/** A route's share of the suite's time: past it, the runs made so far stand (the suite stays a few minutes). */
const ROUTE_BUDGET_MS = 2_500;
const ROUTE_TIMEOUT_MS = 60_000;
const START_TIMEOUT_MS = 90_000;

const operations = documentedOperations();
const seed = robustnessSeed();

/** The first chunk's offset; any other query parameter has no real value of its own, only generated ones. */
const REAL_QUERY: Record<string, string> = { offset: '0' };

/** The targets' key a header carries when sent real. */
function realHeader(name: string, aimed: Targets): string {
  return name.toLowerCase() === 'x-requester-key' ? aimed.request.requesterKey : aimed.manageKey;
}

/**
 * Every documented route, fed generated path values (the target share's real keys among them, and broken
 * encodings, traversals, numbers past their type), queries (repeated too), headers, cookies and bodies shaped after
 * the route's schema (wrong types, tricky names and sizes, hostile JSON). The built server in a child process must
 * answer every one, never with a 5xx, stay up, and keep nothing half-written. Failures name the input; the run's
 * seed replays it.
 */
describe('generated requests on every route', () => {
  let server: ServerUnderAttack;
  let targets: Targets;
  let sent = 0;

  beforeAll(async () => {
    server = await ServerUnderAttack.start();
    targets = await targetsOn(server);
  }, START_TIMEOUT_MS);

  beforeEach(async () => {
    await server.restartIfDown();
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.close();
  });

  async function answered(operation: Operation, aimed: Targets, generated: GeneratedRequest): Promise<void> {
    const real = await realPathValues(operation, aimed);
    const target = targetOf(operation, generated, (name) => real[name] ?? REAL_QUERY[name] ?? '');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(generated.headers)) {
      if (value !== undefined) headers[name] = value === REAL ? realHeader(name, aimed) : value;
    }
    if (generated.cookie) headers.Cookie = generated.cookie === REAL ? aimed.cookie : generated.cookie;
    if (generated.body) headers['Content-Type'] = generated.body.contentType;
    const answer = await send(server.port, {
      method: operation.method,
      target,
      headers,
      body: generated.body?.bytes,
      localAddress: loopbackSource(seed + sent++),
    });
    const request = `${operation.method} ${target}`;
    if (answer.status === undefined) {
      const down = await server.downReason();
      throw new Error(`${request}: no answer (${answer.error}); the server is ${down ? `down: ${down}` : 'up'}`);
    }
    if (answer.status >= 500) throw new Error(`${request}: answered ${answer.status} ${answer.body}`);
  }

  it.each(operations.map((operation) => [describeOperation(operation), operation] as const))(
    '%s',
    async (_, operation) => {
      const aimed = endsItsTarget(operation) ? await targets.renewed() : targets;
      const details = await fc.check(
        fc.asyncProperty(generatedRequests(operation), (generated) => answered(operation, aimed, generated)),
        { seed, numRuns: RUNS_PER_ROUTE, endOnFailure: true, plugins: [fc.interruptAfterTimeLimit(ROUTE_BUDGET_MS)] },
      );
      // Out of time is no failure (a long poll may hold the first request past the budget); a counterexample is.
      if (details.counterexample !== null) {
        const report = await fc.asyncDefaultReportMessage(details);
        throw new Error(`${String(details.errorInstance)}\n${report}\n${replayHint(seed)}`, {
          cause: details.errorInstance,
        });
      }
      await server.assertUp(`generated requests to ${describeOperation(operation)}`);
    },
    ROUTE_TIMEOUT_MS,
  );

  it('stores nothing half-written', async () => {
    await server.stop();
    expect(await storedStateProblems(server.dataDir)).toEqual([]);
  });
});
