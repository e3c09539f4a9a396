import { type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Mutex } from 'redis-semaphore';
import type { RedisConnection } from '../../redis/redis-connection.js';
import { type Abortable, UploadWriteLock } from './upload-write-lock.js';

/** Where a chunk request announces itself, so that the instance running an older one for the upload cuts it off. */
const NEWER_WRITER_CHANNEL = 'upload-writers';
/**
 * The lock of an upload expires this long after its holder stops renewing it (an instance that died), and is
 * renewed every RENEW_MS while a chunk is written.
 */
const LOCK_TIMEOUT_MS = 15_000;
const RENEW_MS = 5_000;
/** A request waits this long for an older writer to let go; past it, the client gets a 503 and retries. */
const ACQUIRE_TIMEOUT_MS = 30_000;
const RETRY_MS = 25;

/**
 * The newest-wins rule of UploadWriteLock across every instance sharing a Redis, so a client may send
 * consecutive chunks (or retry one) to any instance: a request first announces itself, and the instance
 * running an older request for the same upload cuts it off; then it takes the upload's Redis lock
 * (redis-semaphore's Mutex), which the older request releases once it has recorded its bytes.
 */
export class SharedUploadWriteLock extends UploadWriteLock implements OnModuleInit {
  private readonly instance = randomUUID();

  constructor(private readonly redis: RedisConnection) {
    super();
  }

  async onModuleInit(): Promise<void> {
    await this.redis.subscribe(NEWER_WRITER_CHANNEL, (message) => {
      const [from, uploadId] = message.split(' ');
      if (from !== this.instance && uploadId) this.interrupt(uploadId);
    });
  }

  override run<T>(uploadId: string, request: Abortable, work: () => Promise<T>): Promise<T> {
    return super.run(uploadId, request, async () => {
      await this.redis.publish(NEWER_WRITER_CHANNEL, `${this.instance} ${uploadId}`);
      const mutex = new Mutex(this.redis.client, `upload-writer:${uploadId}`, {
        lockTimeout: LOCK_TIMEOUT_MS,
        refreshInterval: RENEW_MS,
        acquireTimeout: ACQUIRE_TIMEOUT_MS,
        retryInterval: RETRY_MS,
        // Renewal failed (Redis away, or the lock expired): another request may be writing, so stop this one.
        onLockLost: () => request.destroy(),
      });
      await this.redis.run(() => mutex.acquire());
      try {
        return await work();
      } finally {
        await mutex.release().catch(() => undefined);
      }
    });
  }
}
