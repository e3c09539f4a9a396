import { HttpException, HttpStatus } from '@nestjs/common';

export const STORAGE_FULL_MESSAGE =
  'The server has run out of storage space, so this could not be saved. Nothing was kept; please try again later.';

/**
 * The server's disk (or database file system) is full: 507, the server's condition and not the sender's
 * fault. Thrown by storage for ENOSPC/EDQUOT and by the error filter for a database that reports its disk full;
 * `cause` is the file system's or the database's error, which the error filter logs.
 */
export class StorageFullException extends HttpException {
  constructor(cause?: unknown) {
    super(
      { statusCode: HttpStatus.INSUFFICIENT_STORAGE, message: STORAGE_FULL_MESSAGE, error: 'Insufficient Storage' },
      HttpStatus.INSUFFICIENT_STORAGE,
      { cause },
    );
  }
}
