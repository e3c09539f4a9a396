import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { redactedUrl } from '../common/redacted-url.js';
import { RedisUnavailableException } from './redis-unavailable.exception.js';

/** How long start-up waits for Redis to answer PING before the server gives up. */
const STARTUP_TIMEOUT_MS = 5_000;
/** A command waits no longer than this: a Redis that hangs must not hang the requests that need it. */
const COMMAND_TIMEOUT_MS = 1_000;
/** Reconnection backs off up to this, and goes on for as long as the process runs. */
const MAX_RECONNECT_DELAY_MS = 2_000;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The one Redis connection of this process (REDIS_URL), for state every instance must share.
 *
 * Requests fail fast rather than wait while Redis is away (no offline queue, no retries, a command
 * timeout): `run` turns any failure into a 503, and the outage is logged once, when it starts, and once
 * more when Redis answers again. ioredis reconnects by itself, so nothing needs restarting.
 */
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private available = true;
  private closing = false;
  /** The one connection every subscription of this process shares, once something subscribes. */
  private subscriber: Redis | undefined;
  /** Each subscribed channel (its full name) and who hears it. */
  private readonly channels = new Map<string, { onMessage: (message: string) => void; onResubscribed: () => void }>();
  private readonly failureListeners: Array<() => void> = [];

  private constructor(
    readonly client: Redis,
    private readonly url: string,
  ) {
    client.on('error', (error: unknown) => this.lost(error));
    client.on('close', () => this.lost(new Error('connection closed')));
    client.on('ready', () => this.regained());
  }

  /**
   * Connects and checks that Redis answers PING. Failing that, throws an error naming REDIS_URL: the
   * server must not start with a Redis it cannot reach.
   */
  static async open(url: string, keyPrefix: string): Promise<RedisConnection> {
    const client = new Redis(url, {
      keyPrefix,
      lazyConnect: true,
      connectTimeout: STARTUP_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    });
    // Until start-up is over, errors are reported by the rejection below, not as an outage.
    const quiet = () => undefined;
    client.on('error', quiet);
    try {
      await withTimeout(
        client.connect().then(() => client.ping()),
        STARTUP_TIMEOUT_MS,
        'Redis',
      );
    } catch (error) {
      client.disconnect();
      throw new Error(`REDIS_URL="${redactedUrl(url)}": Redis cannot be reached (${reasonOf(error)})`, {
        cause: error,
      });
    } finally {
      client.off('error', quiet);
    }
    return new RedisConnection(client, url);
  }

  /** Runs a request's Redis commands; if Redis fails them, the request gets a 503 instead. */
  async run<T>(work: (client: Redis) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await work(this.client);
    } catch (error) {
      for (const listener of this.failureListeners) listener();
      this.lost(error);
      throw new RedisUnavailableException();
    }
    if (!this.available) this.regained();
    return result;
  }

  /** Calls `listener` each time a request's Redis commands fail (the metrics count them). */
  onCommandFailure(listener: () => void): void {
    this.failureListeners.push(listener);
  }

  /**
   * Calls `onMessage` with every message published on `channel` (by any instance). Channels are not covered
   * by the key prefix, so it is added here: apps sharing a Redis never hear each other. Subscriptions share one
   * connection of their own, which reconnects like the main one; messages sent while it is away are lost, so
   * they may only ever speed things up, never be needed for correctness. `onResubscribed` hears of each
   * reconnection, once subscribed again, after which the subscriber may catch up on what it missed.
   */
  async subscribe(
    channel: string,
    onMessage: (message: string) => void,
    onResubscribed: () => void = () => undefined,
  ): Promise<void> {
    const name = this.channelName(channel);
    this.channels.set(name, { onMessage, onResubscribed });
    await this.subscriberConnection().subscribe(name);
  }

  /**
   * The subscriptions' connection. It subscribes again itself after a reconnection (not ioredis', whose own
   * resubscription rejects unheard when the connection closes again before Redis answers it).
   */
  private subscriberConnection(): Redis {
    if (this.subscriber) return this.subscriber;
    const subscriber = this.client.duplicate({ enableOfflineQueue: true, autoResubscribe: false });
    this.subscriber = subscriber;
    subscriber.on('error', (error: unknown) => this.lost(error));
    subscriber.on('message', (from: string, message: string) => this.channels.get(from)?.onMessage(message));
    let connected = false;
    subscriber.on('ready', () => {
      if (!connected) return void (connected = true);
      const names = [...this.channels.keys()];
      if (names.length === 0) return;
      subscriber.subscribe(...names).then(
        () => this.channels.forEach(({ onResubscribed }) => onResubscribed()),
        // Gone again before Redis answered: the next reconnection subscribes again.
        () => undefined,
      );
    });
    return subscriber;
  }

  /** Sends `message` to every instance subscribed to `channel`, this one included. */
  async publish(channel: string, message: string): Promise<void> {
    await this.run((client) => client.publish(this.channelName(channel), message));
  }

  /** Resolves when Redis answers PING; rejects otherwise (the health probe). */
  async check(): Promise<void> {
    await this.run((client) => client.ping());
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.subscriber?.disconnect();
    if (this.client.status === 'ready') await this.client.quit().catch(() => undefined);
    this.client.disconnect();
  }

  private channelName(channel: string): string {
    return `${this.client.options.keyPrefix ?? ''}${channel}`;
  }

  private lost(error: unknown): void {
    if (this.closing || !this.available) return;
    this.available = false;
    this.logger.error(
      `Redis at ${redactedUrl(this.url)} is not answering (${reasonOf(error)}): requests that need it answer 503 ` +
        'until it is back; reconnecting',
    );
  }

  private regained(): void {
    if (this.closing || this.available) return;
    this.available = true;
    this.logger.log('Redis answers again: requests that need it are served again');
  }
}
