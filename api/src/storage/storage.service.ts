import { ApiException } from '../errors/api-exception.js';
import type { Readable } from 'node:stream';
import type { SpaceState } from './disk-space.js';

/**
 * The chunk size objects are read in, and so what a reader buffers per stream. Each chunk costs a read and a
 * write of fixed overhead, so Node's default of 64 KiB spends a download's CPU on chunks rather than bytes;
 * larger chunks save little more and hold more memory per download. Local disk gives it to the first reads open at
 * once and less to the rest (read-chunks.ts), so that many downloads at once stay within a memory budget.
 */
export const READ_CHUNK_BYTES = 256 * 1024;

/** Inclusive byte offsets, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** How a caller hands a source to `StorageService.write`. */
export interface WriteOptions {
  /**
   * The source's chunks are the caller's to give away: nothing reads them once they are handed on. The store may
   * then free each one as soon as it is written (common/free-written-chunks.ts), so a large upload does not leave
   * tens of megabytes of written chunks waiting for the garbage collector.
   */
  chunksHandedOver?: boolean;
}

export interface StoredObject {
  key: string;
  size: number;
}

/** Raised when a key names nothing stored (deleted by cleanup, or lost). */
export class StoredObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under key ${key}`);
  }
}

const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is not responding right now. Please try again in a moment.';

/**
 * Raised when the storage itself cannot be reached or refuses to work (an object store that is down, a bucket
 * gone, credentials revoked). An HTTP 503 as it stands: every request that needs the bytes answers it, and the
 * next request tries again, so service resumes by itself once the storage is back.
 */
export class StorageUnavailableError extends ApiException {
  constructor(cause: unknown) {
    super('storage_unavailable', STORAGE_UNAVAILABLE_MESSAGE, { cause });
  }
}

/**
 * Where file bytes live, behind generated keys. Also the DI token: `folders` depends on this class only,
 * so another backend (object storage, say) can replace the local disk without touching it.
 */
export abstract class StorageService {
  /**
   * Streams `source` into a new object under a generated key; resolves once every byte is stored.
   * When the source fails or is destroyed, the partial object is removed before the promise rejects.
   */
  abstract write(source: Readable, options?: WriteOptions): Promise<StoredObject>;

  /** Opens an object for reading, whole or one byte range; rejects StoredObjectNotFoundError if absent. */
  abstract read(key: string, range?: ByteRange): Promise<Readable>;

  abstract size(key: string): Promise<number>;

  /** Removes an object; removing one that is already gone is not an error. */
  abstract delete(key: string): Promise<void>;

  /** Every stored key, or only those stored before `storedBefore`: for the sweep of orphans. */
  abstract keys(storedBefore?: Date): AsyncIterable<string>;

  /**
   * For health checks: resolves `up` when the storage can be read and written, `full` when it works but is out of
   * space; rejects, saying why, when it cannot be reached.
   */
  abstract check(): Promise<SpaceState>;

  /*
   * Partial objects: the staging area of resumable uploads. A partial object grows by appends over many
   * requests, is invisible to read() and keys() meanwhile, and becomes an ordinary object when completed.
   */

  /** A new, empty partial object; its key stays the object's key once completed. */
  abstract createPartial(): Promise<string>;

  /**
   * Appends `source` to a partial object that must hold at least `offset` bytes; anything past `offset`
   * (bytes never acknowledged to the client, e.g. written just before a crash) is cut off first. Bytes
   * that arrive before the source fails are kept, so a resumed upload need not send them again; not so when
   * the storage is out of space (StorageFullException): then the object is left as it was, `offset` bytes.
   * Resolves with the object's new size, once it is durable.
   */
  abstract appendPartial(key: string, offset: number, source: Readable, options?: WriteOptions): Promise<number>;

  /** Bytes a partial object holds; 0 for one nothing was appended to yet. */
  abstract partialSize(key: string): Promise<number>;

  /**
   * Opens bytes `range` of a partial object, which must hold them (what its upload has acknowledged): a file
   * followed as it arrives. Rejects StoredObjectNotFoundError once the object is gone, or completed.
   */
  abstract readPartial(key: string, range: ByteRange): Promise<Readable>;

  /**
   * Stores bytes that arrived together as the ordinary object under partial key `key`, in one step where appending
   * them and completing would take several: a small file whose every byte one request carried. Replaces whatever
   * an earlier attempt left under `key`, partial or stored. Resolves once the object is durable.
   */
  abstract storeWhole(key: string, bytes: readonly Buffer[]): Promise<StoredObject>;

  /** Turns a partial object into an ordinary stored object under the same key. */
  abstract completePartial(key: string): Promise<StoredObject>;

  /** Removes a partial object; removing one that is already gone is not an error. */
  abstract deletePartial(key: string): Promise<void>;

  /** Every partial object's key, for the start-up sweep of abandoned uploads. */
  abstract partialKeys(): AsyncIterable<string>;
}
