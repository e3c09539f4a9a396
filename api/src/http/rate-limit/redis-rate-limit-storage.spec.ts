import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Metrics } from '../../metrics/metrics.js';
import type { RedisConnection } from '../../redis/redis-connection.js';
import { RedisUnavailableException } from '../../redis/redis-unavailable.exception.js';
import type { LimitPolicy } from './rate-limit-storage.js';
import { RedisRateLimitStorage } from './redis-rate-limit-storage.js';

const POLICY: LimitPolicy = { name: 'upload', limit: 2, ttlMs: 60_000, blockMs: 60_000 };

/** A Redis that cannot be reached: every request's commands fail, as RedisConnection.run reports it. */
const unreachable = {
  client: {},
  run: () => Promise.reject(new RedisUnavailableException()),
} as unknown as RedisConnection;

describe(RedisRateLimitStorage.name, () => {
  let warnings: jest.SpiedFunction<Logger['warn']>;
  let metrics: Metrics;
  let storage: RedisRateLimitStorage;

  beforeEach(() => {
    warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    metrics = new Metrics();
    storage = new RedisRateLimitStorage(unreachable, metrics);
  });

  afterEach(() => jest.restoreAllMocks());

  async function fallingBack(): Promise<number> {
    return (await metrics.rateLimitFallback.get()).values[0]?.value ?? 0;
  }

  describe('while Redis cannot be reached', () => {
    it("counts per-client limits in this instance's memory, which still block past the limit", async () => {
      expect((await storage.hit('upload:client-a', POLICY)).isBlocked).toBe(false);
      expect((await storage.hit('upload:client-a', POLICY)).isBlocked).toBe(false);
      const past = await storage.hit('upload:client-a', POLICY);
      expect(past.isBlocked).toBe(true);
      expect(past.timeToBlockExpire).toBeGreaterThan(0);
      expect(await storage.blockedSeconds('upload:client-a', POLICY)).toBeGreaterThan(0);
      expect(await storage.blockedSeconds('upload:client-b', POLICY)).toBe(0);
    });

    it('says so once in the log and in metrics', async () => {
      expect(await fallingBack()).toBe(0);
      await storage.hit('upload:client-a', POLICY);
      await storage.blockedSeconds('upload:client-a', POLICY);
      expect(await fallingBack()).toBe(1);
      expect(warnings).toHaveBeenCalledTimes(1);
      expect(String(warnings.mock.calls[0][0])).toMatch(/this instance's memory/);
    });

    it('fails the service-wide counters (the guessing budget, proof-of-work replays) closed', async () => {
      await expect(storage.count('code-lookups-admitted:1', 60_000)).rejects.toBeInstanceOf(RedisUnavailableException);
      await expect(storage.peekCount('code-lookups-settled:1')).rejects.toBeInstanceOf(RedisUnavailableException);
    });
  });
});
