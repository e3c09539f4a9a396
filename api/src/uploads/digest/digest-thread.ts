import { Worker } from 'node:worker_threads';

/** The size of every batch buffer: bytes are gathered into one until it is full, then handed over. */
export const BATCH_BYTES = 1024 * 1024;
/** Batch buffers kept for reuse once the thread hands them back; past this many they are left to the GC. */
const POOLED_BUFFERS = 32;

/**
 * The thread's code: SHA-256 sessions by id, fed batches of bytes in order; each batch acknowledged with its
 * buffer moved back (so the sender can bound what waits, and reuse the buffer), the digest posted at the end.
 * CommonJS, evaluated as it stands: no file to find next to the compiled one.
 */
const THREAD_CODE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const sessions = new Map();
parentPort.on('message', ({ id, buffer, length, end }) => {
  let hash = sessions.get(id);
  if (!hash) sessions.set(id, (hash = createHash('sha256')));
  if (buffer) {
    hash.update(new Uint8Array(buffer, 0, length));
    parentPort.postMessage({ id, acked: length, buffer }, [buffer]);
  }
  if (end) {
    sessions.delete(id);
    parentPort.postMessage({ id, digest: hash.digest('hex') });
  }
});
`;

interface Reply {
  id: number;
  acked?: number;
  buffer?: ArrayBuffer;
  digest?: string;
}

/** What the thread tells one session. */
interface SessionListener {
  acked: (bytes: number) => void;
  digest: (hex: string) => void;
  failed: (error: Error) => void;
}

/**
 * A thread that computes SHA-256 digests beside the event loop: hashing a GiB takes a core a couple of seconds,
 * which on the event loop would slow every transfer the process carries. One thread serves every upload of the
 * process (a core hashes faster than uploads arrive); it does not keep the process alive. Should it die, the
 * digests under way fail (their uploads with them) and the next one starts a new thread.
 */
class DigestThread {
  private worker: Worker | undefined;
  private readonly listeners = new Map<number, SessionListener>();
  private nextId = 1;
  /**
   * Batch buffers the thread has handed back. Reused rather than allocated for every megabyte: the thread frees
   * a buffer it was given only when its own garbage collector runs, which a fast upload outpaces by tens of
   * megabytes.
   */
  private readonly pool: ArrayBuffer[] = [];

  /** A buffer of BATCH_BYTES to gather bytes in, from the pool when it has one. */
  batchBuffer(): Buffer {
    return Buffer.from(this.pool.pop() ?? new ArrayBuffer(BATCH_BYTES));
  }

  open(listener: SessionListener): number {
    const id = this.nextId++;
    this.listeners.set(id, listener);
    this.ensureWorker();
    return id;
  }

  /**
   * Hands the first `length` bytes of `batch` (a batchBuffer) over: moved, not copied, so the caller must not use
   * it again. `end`: the session's last message, after which its digest comes.
   */
  send(id: number, batch: Buffer | undefined, length: number, end: boolean): void {
    const buffer = batch?.buffer as ArrayBuffer | undefined;
    this.ensureWorker().postMessage({ id, buffer, length, end }, buffer ? [buffer] : []);
  }

  close(id: number): void {
    this.listeners.delete(id);
  }

  /** Ends the thread (the app is closing; a later upload starts a new one). */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD_CODE, { eval: true });
    worker.on('message', (reply: Reply) => {
      if (reply.buffer && this.pool.length < POOLED_BUFFERS) this.pool.push(reply.buffer);
      const listener = this.listeners.get(reply.id);
      if (!listener) return;
      if (reply.digest !== undefined) {
        this.listeners.delete(reply.id);
        listener.digest(reply.digest);
      } else listener.acked(reply.acked ?? 0);
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const listeners = [...this.listeners.values()];
      this.listeners.clear();
      for (const listener of listeners) listener.failed(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The digest thread stopped (exit code ${code})`)));
    // After the listeners: adding a 'message' listener refs the worker's port again, which kept the process
    // (a test runner's above all) alive once everything else had finished.
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

/** The process's digest thread. */
export const digestThread = new DigestThread();
