import type { RedisConnection } from '../../redis/redis-connection.js';
import { DirectReceipts, RECEIPT_WINDOW_MS, type ReceiptClaim } from './direct-receipts.js';

/** 0: not the share's answered session; 1: that file counted already; 2: counted now. One step, for two instances. */
const CLAIM_SCRIPT = `
if redis.call('HGET', KEYS[1], 'folder') ~= ARGV[1] then return 0 end
return redis.call('HSETNX', KEYS[1], ARGV[2], '1') + 1`;

const CLAIMS: readonly ReceiptClaim[] = ['unknown-session', 'counted-before', 'counted'];

/**
 * The receipts in Redis, shared by every instance: `{namespace}:answered:{session id}`, a hash of the share's
 * id (`folder`) and one `file:{id}` field per file counted, living RECEIPT_WINDOW_MS from the answer.
 */
export class RedisReceipts extends DirectReceipts {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {
    super();
  }

  async answered(folderId: number, sessionId: string): Promise<void> {
    const key = this.key(sessionId);
    await this.redis.run((client) =>
      client.multi().hset(key, 'folder', String(folderId)).pexpire(key, RECEIPT_WINDOW_MS).exec(),
    );
  }

  async claim(folderId: number, sessionId: string, fileId: number): Promise<ReceiptClaim> {
    const result = await this.redis.run((client) =>
      client.eval(CLAIM_SCRIPT, 1, this.key(sessionId), String(folderId), `file:${fileId}`),
    );
    return CLAIMS[Number(result)];
  }

  private key(sessionId: string): string {
    return `${this.namespace}:answered:${sessionId}`;
  }
}
