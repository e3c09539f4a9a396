import type { RedisConnection } from '../redis/redis-connection.js';

/** Presences whose time ran out are swept from Redis this often at most, by each instance that marks any. */
const SWEEP_EVERY_MS = 60_000;
/** The sorted set of every relay's presences: member `{namespace}:{folder id}`, scored by when it lapses. */
const PRESENCE_KEY = 'relay:present';

/**
 * Which senders' pages are there, for every relay at once: a waiting poll marks all the shares it hosts, on every
 * protocol, in one step, so an idle page costs one command per renewal however many shares it hosts.
 */
export abstract class PresenceBook {
  /** Each of `members` counts as present for `forMs` from now. */
  abstract mark(members: readonly string[], forMs: number): Promise<void>;

  abstract isPresent(member: string): Promise<boolean>;
}

/** One instance: presences in this process. Lapsed ones are dropped as new ones come, so nothing needs a timer. */
export class InProcessPresenceBook extends PresenceBook {
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  mark(members: readonly string[], forMs: number): Promise<void> {
    const now = this.now();
    for (const [member, until] of this.until) if (until <= now) this.until.delete(member);
    for (const member of members) this.until.set(member, now + forMs);
    return Promise.resolve();
  }

  isPresent(member: string): Promise<boolean> {
    return Promise.resolve((this.until.get(member) ?? 0) > this.now());
  }
}

/**
 * Every instance: one sorted set in Redis, marked with one ZADD of all the members. A member is present while its
 * score (when it lapses, by the marking instance's clock) is ahead of the reading instance's clock: instances keep
 * their clocks in step (NTP) far closer than the seconds a presence lasts.
 */
export class RedisPresenceBook extends PresenceBook {
  private sweptAt = -Infinity;

  constructor(private readonly redis: RedisConnection) {
    super();
  }

  async mark(members: readonly string[], forMs: number): Promise<void> {
    if (members.length === 0) return;
    const until = Date.now() + forMs;
    const scored = members.flatMap((member) => [until, member]);
    await this.redis.run((client) => client.zadd(PRESENCE_KEY, ...scored));
    if (Date.now() - this.sweptAt >= SWEEP_EVERY_MS) {
      this.sweptAt = Date.now();
      await this.redis.run((client) => client.zremrangebyscore(PRESENCE_KEY, '-inf', Date.now()));
    }
  }

  async isPresent(member: string): Promise<boolean> {
    const score = await this.redis.run((client) => client.zscore(PRESENCE_KEY, member));
    return score !== null && Number(score) > Date.now();
  }
}
