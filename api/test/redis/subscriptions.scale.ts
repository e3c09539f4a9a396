import { expect, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { RedisConnection } from '../../src/redis/redis-connection.js';
import { OwnRedis } from '../jobs/support/own-redis.js';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';

/**
 * The subscriptions' one connection while its Redis goes away and comes back (the scale-out run only: it needs
 * Debian's redis-server). Every channel is subscribed again, its listeners are told so (they catch up on what
 * was published meanwhile), and a connection closed while resubscribing leaves no error unheard.
 */
describe('Redis subscriptions across an outage', () => {
  let redis: OwnRedis;

  beforeAll(async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
  });

  afterAll(() => redis?.stop());

  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('subscribes every channel again once Redis is back, and says so', async () => {
    const connection = await RedisConnection.open(redis.url, 'subscriptions-test:');
    const heard: string[] = [];
    let resubscribed = 0;
    await connection.subscribe(
      'one',
      (message) => heard.push(`one:${message}`),
      () => resubscribed++,
    );
    await connection.subscribe('two', (message) => heard.push(`two:${message}`));
    try {
      await redis.stop();
      await redis.start();
      await eventually(() => resubscribed === 1, 'the channels are subscribed again');
      await eventually(async () => {
        await connection.publish('one', 'a').catch(() => undefined);
        await connection.publish('two', 'b').catch(() => undefined);
        return heard.includes('one:a') && heard.includes('two:b');
      }, 'both channels are heard again');
    } finally {
      await connection.onApplicationShutdown();
    }
  }, 60_000);

  it('closes while Redis is away without an error nobody hears', async () => {
    const connection = await RedisConnection.open(redis.url, 'subscriptions-test:');
    await connection.subscribe('one', () => undefined);
    const unheard: unknown[] = [];
    const onRejection = (reason: unknown) => unheard.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      await redis.stop();
      await redis.start();
      // Closed just as the subscriber reconnects, as an app stopping during an outage does.
      await connection.onApplicationShutdown();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(unheard).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  }, 60_000);
});
