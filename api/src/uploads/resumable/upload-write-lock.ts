import { Injectable } from '@nestjs/common';

/** What the lock needs of a request: a way to stop it. */
export interface Abortable {
  destroy(): void;
}

interface Writer {
  request: Abortable;
  settled: Promise<void>;
}

/**
 * One chunk request at a time per upload, and the newest wins: a client only sends a chunk again after it
 * gave up on the previous request, which may still look alive to the server (a phone that switched
 * networks leaves a half-open connection behind for minutes). The older request is cut off, its bytes so
 * far are recorded, and then the new one runs, so the client never waits on a connection it abandoned.
 *
 * This class holds the requests of this process; SharedUploadWriteLock extends the rule to every instance
 * sharing a Redis.
 */
@Injectable()
export class UploadWriteLock {
  private readonly writers = new Map<string, Writer>();

  /** Cuts off the request writing to `uploadId` in this process, if any (a newer one arrived elsewhere). */
  interrupt(uploadId: string): void {
    this.writers.get(uploadId)?.request.destroy();
  }

  async run<T>(uploadId: string, request: Abortable, work: () => Promise<T>): Promise<T> {
    const previous = this.writers.get(uploadId);
    previous?.request.destroy();
    const result = (previous?.settled ?? Promise.resolve()).then(work);
    const writer: Writer = { request, settled: result.then(ignore, ignore) };
    this.writers.set(uploadId, writer);
    try {
      return await result;
    } finally {
      if (this.writers.get(uploadId) === writer) this.writers.delete(uploadId);
    }
  }
}

function ignore(): void {}
