import { Transform, type TransformCallback } from 'node:stream';
import { BATCH_BYTES, digestThread } from './digest-thread.js';
/** Bytes handed to the thread and not yet hashed, past which the stream waits: memory stays bounded. */
const MAX_PENDING_BYTES = 8 * 1024 * 1024;

/**
 * A pass-through stage that computes the SHA-256 of the bytes flowing through it on the digest thread (see
 * DigestThread): each chunk goes on at once, and the stream ends only once the digest is known (`sha256`).
 * When the thread falls behind by MAX_PENDING_BYTES, the stage waits for it, so a fast source slows down rather
 * than piling bytes up in memory.
 */
export class Sha256Stage extends Transform {
  /** Hex, once the stream has ended. */
  sha256: string | undefined;
  private readonly id: number;
  /** Where bytes are gathered (BATCH_BYTES of them) before they go to the thread: few messages, little memory. */
  private batch: Buffer | undefined;
  private batchBytes = 0;
  private pendingBytes = 0;
  private waiting: TransformCallback | undefined;
  private finishing: TransformCallback | undefined;

  constructor() {
    super();
    this.id = digestThread.open({
      acked: (bytes) => {
        this.pendingBytes -= bytes;
        if (this.waiting && this.pendingBytes <= MAX_PENDING_BYTES) {
          const resume = this.waiting;
          this.waiting = undefined;
          resume();
        }
      },
      digest: (hex) => {
        this.sha256 = hex;
        this.finishing?.();
      },
      failed: (error) => this.destroy(error),
    });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    // Copied before it goes on: what comes next may free the chunk once it has written it.
    for (let copied = 0; copied < chunk.length;) {
      this.batch ??= digestThread.batchBuffer();
      const taken = chunk.copy(this.batch, this.batchBytes, copied);
      copied += taken;
      this.batchBytes += taken;
      if (this.batchBytes === BATCH_BYTES) this.sendBatch(false);
    }
    this.push(chunk);
    if (this.pendingBytes > MAX_PENDING_BYTES) this.waiting = callback;
    else callback();
  }

  override _flush(callback: TransformCallback): void {
    this.finishing = callback;
    this.sendBatch(true);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    digestThread.close(this.id);
    callback(error);
  }

  /** Hands the gathered bytes to the thread (their buffer moves there, and comes back to the pool). */
  private sendBatch(end: boolean): void {
    const batch = this.batchBytes > 0 ? this.batch : undefined;
    this.pendingBytes += this.batchBytes;
    digestThread.send(this.id, batch, this.batchBytes, end);
    if (batch) this.batch = undefined;
    this.batchBytes = 0;
  }
}
