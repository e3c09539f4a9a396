import { Transform, type TransformCallback } from 'node:stream';
import { digestThread } from './digest-thread.js';

/** Bytes gathered before they go to the thread: few messages, little memory. */
const BATCH_BYTES = 1024 * 1024;
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
  private batch: Buffer[] = [];
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
    this.push(chunk);
    this.batch.push(chunk);
    this.batchBytes += chunk.length;
    if (this.batchBytes >= BATCH_BYTES) this.sendBatch(false);
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

  /** Moves the gathered bytes into a buffer of their own, handed to the thread without a copy. */
  private sendBatch(end: boolean): void {
    let bytes: ArrayBuffer | undefined;
    if (this.batchBytes > 0) {
      const joined = Buffer.allocUnsafeSlow(this.batchBytes);
      let offset = 0;
      for (const piece of this.batch) offset += piece.copy(joined, offset);
      bytes = joined.buffer;
      this.pendingBytes += this.batchBytes;
    }
    this.batch = [];
    this.batchBytes = 0;
    digestThread.send(this.id, bytes, end);
  }
}
