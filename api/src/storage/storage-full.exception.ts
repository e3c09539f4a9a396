import { ApiException } from '../errors/api-exception.js';

export const STORAGE_FULL_MESSAGE =
  'The server has run out of storage space, so this could not be saved. Nothing was kept; please try again later.';

/**
 * The server's disk (or database file system) is full: 507, the server's condition and not the sender's
 * fault. Thrown by storage for ENOSPC/EDQUOT and by the error filter for a database that reports its disk full;
 * `cause` is the file system's or the database's error, which the error filter logs.
 */
export class StorageFullException extends ApiException {
  constructor(cause?: unknown) {
    super('storage_full', STORAGE_FULL_MESSAGE, { cause });
  }
}
