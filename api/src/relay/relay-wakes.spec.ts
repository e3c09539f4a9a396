import { expect } from '@jest/globals';
import type { RedisConnection } from '../redis/redis-connection.js';
import { InProcessWakes, RedisWakes, type WakeListener } from './relay-wakes.js';

/** Far longer than any wait these tests allow: a `next` that returns sooner was woken or aborted. */
const LONG_MS = 5_000;
/** How long a test lets a `next` that must not resolve run before it looks. */
const MOMENT_MS = 50;
/** A `next` woken or aborted resolves within this: generous for a busy machine, far below LONG_MS. */
const PROMPT_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A `next` call, whether it resolved yet (a test must see it still waiting, not just hang) and how long it took;
 * `done` is what it resolved: whether it was woken.
 */
function waiting(listener: WakeListener, ms: number, signal: AbortSignal) {
  const started = performance.now();
  const state = { settled: false, elapsed: () => performance.now() - started };
  const done = listener.next(ms, signal).then((woke) => {
    state.settled = true;
    return woke;
  });
  return Object.assign(state, { done });
}

describe('RelayWakes (in process)', () => {
  let wakes: InProcessWakes;
  let stop: AbortController;
  const listeners: WakeListener[] = [];

  const listen = (topics: string[]) => {
    const listener = wakes.listen(topics);
    listeners.push(listener);
    return listener;
  };

  beforeEach(() => {
    wakes = new InProcessWakes();
    stop = new AbortController();
  });

  // Whatever a test left waiting ends with it.
  afterEach(() => {
    stop.abort();
    for (const listener of listeners.splice(0)) listener.close();
  });

  it('resolves the next call at once for a wake that came before it, then waits again', async () => {
    const listener = listen(['inbox:1']);
    await wakes.wake('inbox:1');
    const first = waiting(listener, LONG_MS, stop.signal);
    expect(await first.done).toBe(true);
    expect(first.elapsed()).toBeLessThan(PROMPT_MS);

    // That wake is spent: the next call waits for a new one.
    const second = waiting(listener, LONG_MS, stop.signal);
    await sleep(MOMENT_MS);
    expect(second.settled).toBe(false);
  });

  it('resolves a waiting call early when its topic is woken', async () => {
    const listener = listen(['inbox:1', 'inbox:2']);
    const call = waiting(listener, LONG_MS, stop.signal);
    await sleep(MOMENT_MS);
    expect(call.settled).toBe(false);
    await wakes.wake('inbox:2');
    expect(await call.done).toBe(true);
    expect(call.elapsed()).toBeLessThan(PROMPT_MS);
  });

  it('counts several wakes before a call as one', async () => {
    const listener = listen(['inbox:1']);
    await wakes.wake('inbox:1');
    await wakes.wake('inbox:1');
    expect(await listener.next(LONG_MS, stop.signal)).toBe(true);
    const next = waiting(listener, LONG_MS, stop.signal);
    await sleep(MOMENT_MS);
    expect(next.settled).toBe(false);
  });

  it('resolves false after `ms` when nothing wakes it', async () => {
    const listener = listen(['inbox:1']);
    const call = waiting(listener, 100, stop.signal);
    await sleep(MOMENT_MS);
    expect(call.settled).toBe(false);
    expect(await call.done).toBe(false);
    // Timers may fire a millisecond early, never much.
    expect(call.elapsed()).toBeGreaterThanOrEqual(95);
    expect(call.elapsed()).toBeLessThan(PROMPT_MS);
  });

  it('resolves false when its signal aborts, or at once when it was aborted already', async () => {
    const listener = listen(['inbox:1']);
    const aborting = new AbortController();
    const call = waiting(listener, LONG_MS, aborting.signal);
    await sleep(MOMENT_MS);
    expect(call.settled).toBe(false);
    aborting.abort();
    expect(await call.done).toBe(false);
    expect(call.elapsed()).toBeLessThan(PROMPT_MS);

    const late = waiting(listener, LONG_MS, aborting.signal);
    expect(await late.done).toBe(false);
    expect(late.elapsed()).toBeLessThan(PROMPT_MS);
  });

  it('wakes only the listeners of the topic woken, and every one of them', async () => {
    const [first, second] = [listen(['inbox:1']), listen(['inbox:1', 'session:a'])];
    const other = listen(['inbox:2']);
    const calls = [first, second, other].map((listener) => waiting(listener, LONG_MS, stop.signal));
    await wakes.wake('inbox:1');
    expect(await Promise.all([calls[0].done, calls[1].done])).toEqual([true, true]);
    await sleep(MOMENT_MS);
    expect(calls.map((call) => call.settled)).toEqual([true, true, false]);
  });

  it('stops listening on close: a later wake is not heard, and no topic is left behind', async () => {
    const first = listen(['inbox:1', 'inbox:2']);
    const second = listen(['inbox:2', 'session:a']);
    expect(wakes.listenedTopics).toBe(3);
    first.close();
    // inbox:2 stays listened to by the second listener.
    expect(wakes.listenedTopics).toBe(2);
    second.close();
    expect(wakes.listenedTopics).toBe(0);

    await wakes.wake('inbox:1');
    const call = waiting(first, 100, stop.signal);
    expect(await call.done).toBe(false);
    expect(call.elapsed()).toBeGreaterThanOrEqual(95);
  });

  it('wakes nobody, and fails nothing, for a topic nobody listens to', async () => {
    await expect(wakes.wake('inbox:404')).resolves.toBeUndefined();
    expect(wakes.listenedTopics).toBe(0);
  });
});

describe('RelayWakes (Redis)', () => {
  /** A Redis connection that delivers what it is told to, and can say its subscription came back. */
  function fakeRedis() {
    const subscribed: { onMessage?: (topic: string) => void; onResubscribed?: () => void } = {};
    const redis = {
      subscribe: (_channel: string, onMessage: (topic: string) => void, onResubscribed: () => void) => {
        Object.assign(subscribed, { onMessage, onResubscribed });
        return Promise.resolve();
      },
      publish: (_channel: string, topic: string) => {
        subscribed.onMessage?.(topic);
        return Promise.resolve();
      },
    };
    return { redis: redis as unknown as RedisConnection, subscribed };
  }

  it('wakes the waiters of a topic published on the channel', async () => {
    const { redis } = fakeRedis();
    const wakes = await RedisWakes.open(redis);
    const listener = wakes.listen(['a']);
    await wakes.wake('a');
    expect(await listener.next(LONG_MS, new AbortController().signal)).toBe(true);
    listener.close();
  });

  it('wakes every waiter once its subscription is back, as wakes published meanwhile were lost', async () => {
    const { redis, subscribed } = fakeRedis();
    const wakes = await RedisWakes.open(redis);
    const [a, b] = [wakes.listen(['a']), wakes.listen(['b'])];
    const stop = new AbortController();
    const waits = [a.next(LONG_MS, stop.signal), b.next(LONG_MS, stop.signal)];
    subscribed.onResubscribed!();
    expect(await Promise.all(waits)).toEqual([true, true]);
    a.close();
    b.close();
  });
});
