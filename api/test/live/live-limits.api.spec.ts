import { expect } from '@jest/globals';
import { encryptedShare } from '../code-exchange/support.js';
import { directShare } from '../direct/support.js';
import { errorOf } from '../support/answers.js';
import { createTestAppBehindProxy, type TestApp } from '../support/test-app.js';
import { createLiveTestApp, goneRoad, hosting, LIVE_EXCHANGE_WAITS, liveOf, livePoll } from './support.js';

const WRONG_KEY = 'k'.repeat(22);

describe('the live poll counts unknown management keys as failed lookups', () => {
  const LIMIT = 3;
  const CLIENT = '203.0.113.30';
  const OTHER_CLIENT = '203.0.113.31';
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestAppBehindProxy({ RATE_LOOKUP_FAIL_PER_15MIN: String(LIMIT) });
  });

  afterAll(() => app.close());

  const from = (client: string) => () => app.http().set('X-Forwarded-For', client);

  it('one per road named, then refuses the client 429 for unknown keys, still serving its valid ones', async () => {
    const share = await encryptedShare(() => app.http());
    const guessed = { ...share, manageKey: WRONG_KEY };
    // Two roads named with a wrong key: two failures in one poll.
    expect(liveOf(await livePoll(from(CLIENT), [hosting(guessed, 'code-exchange', 'direct')]).expect(200))).toEqual({
      gone: [goneRoad(share.code, 'code-exchange', 404), goneRoad(share.code, 'direct', 404)],
    });
    expect(liveOf(await livePoll(from(CLIENT), [hosting(guessed, 'direct')]).expect(200)).gone).toEqual([
      goneRoad(share.code, 'direct', 404),
    ]);

    const refused = await livePoll(from(CLIENT), [hosting(guessed, 'direct')]).expect(429);
    expect(errorOf(refused).message).toBe(
      'Too many lookups of unknown links or management keys. Please wait 15 minutes and try again.',
    );

    // A valid key still works for the same client (a plain share cannot be hosted for the code exchange: at once).
    const plain = await directShare(app);
    expect(liveOf(await livePoll(from(CLIENT), [hosting(plain, 'code-exchange')]).expect(200)).gone).toEqual([
      goneRoad(plain.code, 'code-exchange', 409),
    ]);
    // And another client is not held to this one's count.
    expect(liveOf(await livePoll(from(OTHER_CLIENT), [hosting(guessed, 'direct')]).expect(200)).gone).toEqual([
      goneRoad(share.code, 'direct', 404),
    ]);
  });
});

describe('the live poll with direct transfer switched off (DIRECT_TRANSFER=off)', () => {
  let app: TestApp;
  const http = () => app.http();

  beforeAll(async () => {
    app = await createLiveTestApp({ DIRECT_TRANSFER: 'off' });
  });

  afterAll(() => app.close());

  it("answers the direct road gone 404 at once, as direct transfer's answer route would; the code exchange still waits", async () => {
    const share = await encryptedShare(http);
    const started = Date.now();
    const answered = await livePoll(http, [hosting(share, 'code-exchange', 'direct')]).expect(200);
    expect(Date.now() - started).toBeLessThan(LIVE_EXCHANGE_WAITS.longPollMs);
    expect(liveOf(answered)).toEqual({ gone: [goneRoad(share.code, 'direct', 404)] });
    await livePoll(http, [hosting(share, 'code-exchange')]).expect(204);
  });
});
