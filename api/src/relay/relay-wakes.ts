import type { RedisConnection } from '../redis/redis-connection.js';

/** The one pub/sub channel every instance's relays share: each message is a topic whose state changed. */
const WAKES_CHANNEL = 'relay-wakes';

/**
 * A waiter's ear on some topics: `next` resolves true as soon as one of them was woken since the last call (at
 * once if one was already), or false after `ms` or when `signal` aborts. Listening starts before the waiter first
 * looks at the relay's state, so a change between that look and the wait is never missed.
 */
export interface WakeListener {
  next(ms: number, signal: AbortSignal): Promise<boolean>;
  close(): void;
}

/**
 * Tells waiters that something they wait for changed (a message for a share's sender, an answer for a
 * recipient), so they look at the relay's state at once instead of polling it. A wake carries no data: the
 * state itself stays in the relay. Wakes published while an instance's subscription was away are lost, so once
 * it is back every waiter of that instance is woken to look again.
 */
export abstract class RelayWakes {
  private readonly waiters = new Map<string, Set<() => void>>();

  /** Wakes every waiter of `topic`, on every instance. */
  abstract wake(topic: string): Promise<void>;

  listen(topics: readonly string[]): WakeListener {
    let woken = false;
    let resolveWait: ((woke: boolean) => void) | undefined;
    const onWake = () => {
      woken = true;
      resolveWait?.(true);
    };
    for (const topic of topics) {
      const set = this.waiters.get(topic) ?? new Set();
      set.add(onWake);
      this.waiters.set(topic, set);
    }
    return {
      next: (ms, signal) => {
        if (woken || signal.aborted) {
          const woke = woken;
          woken = false;
          return Promise.resolve(woke);
        }
        return new Promise<boolean>((resolve) => {
          const done = (woke: boolean) => {
            clearTimeout(timer);
            signal.removeEventListener('abort', stop);
            resolveWait = undefined;
            woken = false;
            resolve(woke);
          };
          const stop = () => done(false);
          const timer = setTimeout(stop, ms);
          // A waiter never keeps the process alive.
          timer.unref?.();
          signal.addEventListener('abort', stop, { once: true });
          resolveWait = done;
        });
      },
      close: () => {
        for (const topic of topics) {
          const set = this.waiters.get(topic);
          set?.delete(onWake);
          if (set?.size === 0) this.waiters.delete(topic);
        }
      },
    };
  }

  /** Topics someone on this instance listens to now (the specs check nothing is left behind). */
  get listenedTopics(): number {
    return this.waiters.size;
  }

  protected deliver(topic: string): void {
    for (const onWake of this.waiters.get(topic) ?? []) onWake();
  }

  /** Wakes every waiter of this instance, whatever it waits for. */
  protected deliverAll(): void {
    for (const topic of [...this.waiters.keys()]) this.deliver(topic);
  }
}

/** One instance: a wake reaches the waiters of this process directly. */
export class InProcessWakes extends RelayWakes {
  wake(topic: string): Promise<void> {
    this.deliver(topic);
    return Promise.resolve();
  }
}

/**
 * Every instance: a wake is published on one channel that each instance subscribes to once, whatever the number
 * of waiters, so waiting costs Redis nothing; a publish is the one command a change adds.
 */
export class RedisWakes extends RelayWakes {
  private constructor(private readonly redis: RedisConnection) {
    super();
  }

  static async open(redis: RedisConnection): Promise<RedisWakes> {
    const wakes = new RedisWakes(redis);
    await redis.subscribe(
      WAKES_CHANNEL,
      (topic) => wakes.deliver(topic),
      () => wakes.deliverAll(),
    );
    return wakes;
  }

  /** A wake that cannot be published is lost, not an error: the change is stored, and waiters look again soon. */
  wake(topic: string): Promise<void> {
    return this.redis.publish(WAKES_CHANNEL, topic).catch(() => undefined);
  }
}
