import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { folderOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { shareWithLink } from '../support/uploads.js';
import { viaHelpers } from '../scale-out/support/requests.js';
import { answersWhileDown, type Dependency, type Outage, violations } from './support/expectations.js';
import { type FaultDeployment, startFaultDeployment } from './support/fault-deployment.js';
import { RecordedRequests, type SentShare } from './support/recorded-requests.js';
import { sharesNotWholeElsewhere, Traffic, untilRoundsSucceed } from './support/traffic.js';

/**
 * Each dependency is away at least this long, one after the other, in this order: the length of the scenario
 * (long enough for reconnection to back off a few times), not a bound on anything.
 */
const DOWN_MS = 5_000;
const ORDER: Dependency[] = ['Redis', 'PostgreSQL', 'S3'];
/** Traffic with everything up: before the first outage, and after each recovery before the next. */
const STEADY_MS = 3_000;
/**
 * Once a dependency is back, every instance must serve a whole round again by itself, with no restart. Waited
 * for; this only guards against a hang (a recovery that never comes), generous for a busy machine. How soon
 * recovery comes is the benchmark's business; the test logs it.
 */
const RECOVERY_HANG_GUARD_MS = 60_000;
/**
 * Uploads refused by an S3 outage in a row. A refusal whose connection is cut under a client still writing
 * reaches it as a network error (EPIPE) instead only now and then: this many tries make a server that cuts
 * such connections fail the test.
 */
const REFUSED_UPLOADS = 100;
const REFUSED_FILE_BYTES = 128 * 1024;
/** Violations quoted in a failure's message; the rest are counted. */
const QUOTED = 20;
const ALL_KINDS = ['code lookup', 'download', 'link lookup', 'upload'];
/** Far longer than the scenario takes on a busy machine: a guard against a hang. */
const TEST_TIMEOUT_MS = 600_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every share as the database should hold it: its code, and its files as `path:size`. */
function expectedRows(shares: readonly SentShare[]): Map<string, string[]> {
  return new Map(
    shares.map((share) => [share.code, share.files.map((file) => `${file.path}:${file.content.length}`).sort()]),
  );
}

/**
 * Runs with `npm run test:faults -w api` (part of `npm test -w api`), on the built server: two API processes
 * and a worker process on a PostgreSQL, a Redis and an S3 server of the test's own. Under a steady stream of
 * uploads, lookups and downloads from several clients, it stops each dependency for a few seconds and starts
 * it again, one after the other, and records every request's status and time.
 */
describe('Redis, PostgreSQL and S3 restarted one at a time under load', () => {
  let deployment: FaultDeployment;

  beforeAll(async () => {
    deployment = await startFaultDeployment();
  }, 180_000);

  afterAll(async () => {
    await deployment?.close();
  }, 120_000);

  it(
    'refuses what needs the missing one, serves the rest, recovers by itself and loses nothing',
    async () => {
      const requests = new RecordedRequests();
      const instances = deployment.instances.map(({ name, baseUrl }) => ({ name, baseUrl }));
      const outages: Outage[] = [];
      const traffic = new Traffic(requests, instances);
      try {
        await sleep(STEADY_MS);
        for (const dependency of ORDER) {
          const { stop, start } = deployment.dependencies[dependency];
          const stoppingAt = Date.now();
          await stop();
          const downAt = Date.now();
          await sleep(DOWN_MS);
          // Before the start: every kind of request has been answered while the dependency was surely down, so
          // each is judged below, and every request sent meanwhile has had its answer. One that waited on the
          // missing dependency instead of being refused would be answered only once it is back: held here, it is
          // given up on after the requests' hang guard and counts as unanswered.
          const soFar = { dependency, downAt, startingAt: Number.POSITIVE_INFINITY };
          await eventually(
            () => ALL_KINDS.every((kind) => kind in answersWhileDown(requests.outcomes, soFar)),
            `every kind of request was answered while ${dependency} was down`,
          );
          await requests.settledBefore(Date.now());
          const startingAt = Date.now();
          await start();
          await untilRoundsSucceed(requests, instances, RECOVERY_HANG_GUARD_MS);
          outages.push({ dependency, stoppingAt, downAt, startingAt, recoveredAt: Date.now() });
          await sleep(STEADY_MS);
        }
      } finally {
        await traffic.stop();
      }

      // Every share answered 201, read back on the instance that did not take it (its requests are judged too).
      const shares = [...requests.shares];
      const notWhole = await sharesNotWholeElsewhere(requests, shares, instances);

      const wrong = violations(requests.outcomes, outages);
      if (wrong.length > 0) {
        throw new Error(
          `${wrong.length} of ${requests.outcomes.length} requests answered wrongly:\n` +
            `${wrong.slice(0, QUOTED).join('\n')}\n\nThe processes' last output:\n${deployment.logs()}`,
        );
      }
      expect(notWhole).toEqual([]);
      // Each kind of request was asked while each dependency was surely down, or the test proved nothing then.
      for (const outage of outages) {
        expect({ [outage.dependency]: Object.keys(answersWhileDown(requests.outcomes, outage)).sort() }).toEqual({
          [outage.dependency]: ALL_KINDS,
        });
      }

      // The database holds exactly the shares answered 201, each with all its files: none that an answer
      // refused, none half-made.
      expect(await deployment.recordedShares()).toEqual(expectedRows(shares));

      // The worker rode out the outages too: without a restart it removes a share that ended.
      const [a] = deployment.instances;
      const { code, link } = await shareWithLink(
        viaHelpers(a),
        [{ path: 'once.txt', content: 'read once' }],
        'download',
      );
      const { files } = folderOf(await a.http().get(`/s/${link}/qr`).expect(200));
      await a.http().get(files[0].url).expect(200);
      // Ended by its one download once the download is recorded, and on every instance once the share has left
      // their memory (FolderCache: half a second).
      await eventually(async () => (await a.http().get(`/s/${link}/qr`)).status === 410, 'the share ends');
      expect((await deployment.recordedShares()).has(code)).toBe(true);
      expect(await deployment.runJob('expired-shares')).toBe('completed');
      expect((await deployment.recordedShares()).has(code)).toBe(false);
      // Its link still answers honestly from what is remembered of it, on every instance.
      for (const instance of deployment.instances) await instance.http().get(`/s/${link}/qr`).expect(410);

      console.log(
        `${requests.outcomes.length} requests, ${shares.length} shares; while each was down, and its recovery:\n` +
          outages
            .map(
              (outage) =>
                `${outage.dependency}: ${JSON.stringify(answersWhileDown(requests.outcomes, outage))}, ` +
                `whole rounds on both instances ${outage.recoveredAt - outage.startingAt} ms after its start`,
            )
            .join('\n'),
      );
    },
    TEST_TIMEOUT_MS,
  );

  it('answers an upload refused mid-body while S3 is down with a 503 its client reads, never a cut connection', async () => {
    const requests = new RecordedRequests();
    const [a] = deployment.instances;
    const { stop, start } = deployment.dependencies.S3;
    // Refused at the first file, while the client still sends the others.
    const files = Array.from({ length: 3 }, (_, index) => ({
      path: `refused/file-${index}.bin`,
      content: randomBytes(REFUSED_FILE_BYTES),
    }));
    await stop();
    try {
      for (let upload = 0; upload < REFUSED_UPLOADS; upload++) await requests.upload(a, files);
    } finally {
      await start();
    }
    const answers = requests.outcomes.map((outcome) => outcome.problem ?? outcome.status);
    expect(answers).toEqual(Array(REFUSED_UPLOADS).fill(503));
  }, 60_000);
});
