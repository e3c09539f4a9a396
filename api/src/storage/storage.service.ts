import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
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

/**
 * Where file bytes live, behind generated keys. Also the DI token: `folders` depends on this class only,
 * so another backend (object storage, say) can replace the local disk without touching it.
 */
export abstract class StorageService {
  /**
   * Streams `source` into a new object under a generated key; resolves once every byte is stored.
   * When the source fails or is destroyed, the partial object is removed before the promise rejects.
   */
  abstract write(source: Readable): Promise<StoredObject>;

  /** Opens an object for reading, whole or one byte range; rejects StoredObjectNotFoundError if absent. */
  abstract read(key: string, range?: ByteRange): Promise<Readable>;

  abstract size(key: string): Promise<number>;

  /** Removes an object; removing one that is already gone is not an error. */
  abstract delete(key: string): Promise<void>;

  /** Every stored key, for the start-up sweep of orphans. */
  abstract keys(): AsyncIterable<string>;
}
