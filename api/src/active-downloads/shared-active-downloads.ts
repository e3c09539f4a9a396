import { randomUUID } from 'node:crypto';
import type { RedisConnection } from '../redis/redis-connection.js';
import { ActiveDownloads, type DownloadLease } from './active-downloads.js';

/**
 * A download's entry lives this long unless renewed, and is renewed every RENEW_MS while it streams: the
 * entries of an instance that died vanish by themselves within a minute.
 */
const ENTRY_TTL_MS = 60_000;
const RENEW_MS = 20_000;

const downloadsKey = (folderId: number) => `downloads:${folderId}`;

/**
 * Downloads in progress on every instance sharing a Redis, by folder: a sorted set per folder whose members are
 * downloads, scored by when their entry lapses. An instance ending a folder's share keeps its bytes while any instance
 * still streams them, and a later cleanup run removes them.
 */
export class SharedActiveDownloads extends ActiveDownloads {
  constructor(private readonly redis: RedisConnection) {
    super();
  }

  override begin(folderId: number, keys: readonly string[]): DownloadLease {
    const local = super.begin(folderId, keys);
    const id = randomUUID();
    const key = downloadsKey(folderId);
    // Not awaited: a download must not wait on (or fail with) Redis. The entry is written before the
    // download has read much, and the share's rows, read just before, make ending it now unlikely anyway.
    // While Redis is away the entry cannot be written (RedisConnection logs the outage once), and is at the
    // next renewal after; meanwhile no instance can tell what streams, so none removes a share's bytes.
    const renew = () =>
      this.redis
        .run((client) =>
          client
            .multi()
            .zadd(key, Date.now() + ENTRY_TTL_MS, id)
            .pexpire(key, ENTRY_TTL_MS)
            .exec(),
        )
        .catch(() => undefined);
    void renew();
    const timer = setInterval(() => void renew(), RENEW_MS);
    timer.unref();
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        clearInterval(timer);
        await local.release();
        // Failing that, the entry lapses by itself within ENTRY_TTL_MS.
        await this.redis.run((client) => client.zrem(key, id)).catch(() => undefined);
      },
    };
  }

  override async isFolderStreamingAnywhere(folderId: number): Promise<boolean> {
    if (this.isFolderStreaming(folderId)) return true;
    const key = downloadsKey(folderId);
    const live = await this.redis.run(async (client) => {
      await client.zremrangebyscore(key, '-inf', Date.now());
      return client.zcard(key);
    });
    return live > 0;
  }
}
