import type { ThrottlerStorage } from '@nestjs/throttler';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** A limit: at most `limit` hits per `ttlMs` window; the hit past it blocks the key for `blockMs`. */
export interface LimitPolicy {
  name: string;
  limit: number;
  ttlMs: number;
  blockMs: number;
}

/** The options of a rate-limiter-flexible limiter; each backend adds its store. */
export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
  blockDuration: number;
}

/** One key space for every limiter and counter: in Redis, a key reads the same whichever limiter counted it. */
const KEY_PREFIX = 'rl';
/** rate-limiter-flexible counts in whole seconds; a counter with no points limit only counts. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The one store of rate-limit state: the throttler guard's per-client limits (as @nestjs/throttler's
 * ThrottlerStorage), the failed-lookup and failed-login limits, and plain fixed-window counters (the
 * guessing budget, proof-of-work replays). Two backends, chosen by REDIS_URL: this process's memory, or
 * Redis, which every instance sharing it sees. Both count with rate-limiter-flexible (RateLimiterMemory,
 * RateLimiterRedis: one atomic Lua call per count), so limits behave the same on either. Per-client limits
 * (`hit`, `blockedSeconds`) may be counted per instance for a while (in Redis, they fall back to this process's
 * memory while it is away); the counters (`count`, `peekCount`) count for the whole service or fail.
 *
 * The failed-lookup and failed-login limits and the guessing budget must refuse (or ask for a proof of
 * work) before a request runs but count only requests that then fail, hence the read-only looks at a key
 * (`blockedSeconds`, `peekCount`) besides counting.
 */
export abstract class RateLimitStorage implements ThrottlerStorage {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private counterLimiter: RateLimiterAbstract | undefined;

  /** A limiter of this backend. */
  protected abstract createLimiter(options: LimiterOptions): RateLimiterAbstract;

  /** Runs calls on the store; the Redis backend turns its failures into a 503. */
  protected abstract call<T>(work: () => Promise<T>): Promise<T>;

  /** @nestjs/throttler's entry point: counts a hit of `key` against the named limit (ttl and block in ms). */
  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    return this.hit(key, { name: throttlerName, limit, ttlMs: ttl, blockMs: blockDuration });
  }

  /** Counts a hit of `key`: blocked once past the limit, for `blockMs`. */
  async hit(key: string, policy: LimitPolicy): Promise<ThrottlerStorageRecord> {
    const limiter = this.limiterFor(policy);
    // rate-limiter-flexible rejects a hit past the limit with its result, and a store failure with an Error.
    const { res, blocked } = await this.call(() =>
      limiter.consume(key).then(
        (res) => ({ res, blocked: false }),
        (rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) return { res: rejection, blocked: true };
          throw rejection;
        },
      ),
    );
    const wait = Math.max(0, Math.ceil(res.msBeforeNext / 1000));
    return {
      totalHits: res.consumedPoints,
      timeToExpire: wait,
      isBlocked: blocked,
      timeToBlockExpire: blocked ? wait : 0,
    };
  }

  /** Seconds until `key` is unblocked under `policy`; 0 when it is not blocked. */
  async blockedSeconds(key: string, policy: LimitPolicy): Promise<number> {
    const limiter = this.limiterFor(policy);
    const res = await this.call(() => limiter.get(key));
    if (!res || res.consumedPoints <= policy.limit || res.msBeforeNext <= 0) return 0;
    return Math.ceil(res.msBeforeNext / 1000);
  }

  /** Adds one to the counter `key`, which lives `ttlMs` from its first count; resolves its new value. */
  async count(key: string, ttlMs: number): Promise<number> {
    const res = await this.call(() => this.counters.consume(key, 1, { customDuration: seconds(ttlMs) }));
    return res.consumedPoints;
  }

  /** The counter `key`'s value; 0 once it has expired or was never counted. */
  async peekCount(key: string): Promise<number> {
    const res = await this.call(() => this.counters.get(key));
    return res?.consumedPoints ?? 0;
  }

  /** The counters' limiter: counts only (each count sets its own duration). Made on first use, as a subclass's fields are not set yet in this constructor. */
  private get counters(): RateLimiterAbstract {
    return (this.counterLimiter ??= this.createLimiter({
      keyPrefix: KEY_PREFIX,
      points: UNLIMITED,
      duration: 1,
      blockDuration: 0,
    }));
  }

  /** One limiter per distinct limit, made on first use (the in-memory backend keeps its counts in it). */
  private limiterFor(policy: LimitPolicy): RateLimiterAbstract {
    const id = `${policy.name}/${policy.limit}/${policy.ttlMs}/${policy.blockMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.createLimiter({
        keyPrefix: KEY_PREFIX,
        points: policy.limit,
        duration: seconds(policy.ttlMs),
        blockDuration: policy.blockMs > 0 ? seconds(policy.blockMs) : 0,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
