import { expect } from '@jest/globals';
import { CodeExchangeRelay, RequestExchangeRelay } from '../../src/code-exchange/code-exchange-relay.js';
import { RequestHosting } from '../../src/code-exchange/request-hosting.js';
import type { LiveMessageResponseDto } from '../../src/live/dto/live-message.dto.js';
import { RedisRelay } from '../../src/relay/redis-relay.js';
import { hosting } from '../live/support.js';
import { otherInstance, type OtherInstance } from '../support/other-instance.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { FakeRequestHosting } from './fake-request-hosting.js';
import {
  encryptedShare,
  exchangeThrough,
  exchangeWith,
  requestHost,
  opaque,
  recipientStep,
  relayedOf,
  type SharedCode,
  startOnceSenderListens,
} from './support.js';

/**
 * Two API instances on one PostgreSQL, Redis and bucket, as behind a load balancer: a recipient's requests
 * reach one, the sender's page polls the other. Runs in the scale-out run only (`.scale.ts`).
 */
describe('the code-exchange relay across two instances', () => {
  let a: TestApp;
  let b: OtherInstance;
  /** File requests as both instances see them (one process, one fake). */
  const requests = new FakeRequestHosting();

  beforeAll(async () => {
    const overrides = [{ token: RequestHosting, value: requests }];
    a = await createTestApp({ overrides });
    b = await otherInstance(a, overrides);
  });

  afterAll(async () => {
    await b.stop();
    await a.close();
  });

  it('keeps its state in Redis on both', () => {
    expect(b.app).not.toBe(a);
    for (const instance of [a, b.app]) {
      expect(instance.app.get(CodeExchangeRelay)).toBeInstanceOf(RedisRelay);
      expect(instance.app.get(RequestExchangeRelay)).toBeInstanceOf(RedisRelay);
    }
  });

  it("passes the messages of an uploader on B to a file request's requester polling A, and back", async () => {
    const request = await requests.add(a);
    await exchangeWith(
      () => b.app.http(),
      () => a.http(),
      requestHost(request),
    );
  });

  it('passes the messages of a recipient on B to a sender polling A, and back', async () => {
    const share = await encryptedShare(() => a.http());
    await exchangeThrough(
      () => b.app.http(),
      () => a.http(),
      share,
    );
  });

  /**
   * A sender's page (one tab per instance) polling until `stop` aborts, answering each message it is handed
   * through the instance that handed it.
   */
  async function senderTab(on: TestApp, share: SharedCode, reply: string, stop: AbortSignal, handed: string[]) {
    const headers = { 'X-Manage-Key': share.manageKey, 'Content-Type': 'application/json' };
    const poll = JSON.stringify({ shares: [hosting(share, 'code-exchange')] });
    while (!stop.aborted) {
      const polled = await fetch(`${on.baseUrl}/api/live`, { method: 'POST', headers, body: poll, signal: stop }).catch(
        () => undefined,
      );
      if (polled?.status !== 200) continue;
      const { exchange, gone } = ((await polled.json()) as LiveMessageResponseDto).data;
      if (!exchange) throw new Error(`The share can no longer be hosted: ${JSON.stringify(gone)}`);
      handed.push(exchange.message);
      const body = JSON.stringify({ step: exchange.step, message: reply });
      const path = `${on.baseUrl}/api/shares/${share.code}/code-exchange/${exchange.sessionId}`;
      await fetch(path, { method: 'POST', headers, body });
    }
  }

  it('hands a message to exactly one of two tabs polling two instances', async () => {
    const share = await encryptedShare(() => a.http());
    const [hello, reply] = [opaque(33), opaque(97)];
    const stop = new AbortController();
    const handed: string[] = [];
    const tabs = Promise.all([a, b.app].map((on) => senderTab(on, share, reply, stop.signal, handed)));
    const sessionId = await startOnceSenderListens(() => b.app.http(), share.code);
    const answered = await recipientStep(() => b.app.http(), sessionId, 'hello', hello).expect(200);
    stop.abort();
    await tabs;
    expect(relayedOf(answered)).toBe(reply);
    expect(handed).toEqual([hello]);
  });
});
