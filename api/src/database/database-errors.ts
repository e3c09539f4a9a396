import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';

/** SQLite's result code and PostgreSQL's SQLSTATE (disk_full) for a database that has run out of disk. */
const FULL_CODES = new Set(['SQLITE_FULL', '53100']);
/**
 * SQLSTATEs of a server that is going away or not there yet: admin_shutdown (57P01), crash_shutdown (57P02),
 * cannot_connect_now (57P03, starting up or shutting down) and the connection exceptions of class 08.
 */
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
/** Socket errors under a connection: the server cannot be reached, or the connection broke. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
/** node-postgres says these in words only: a connection that ended, or a query the server did not answer in time. */
const CONNECTION_MESSAGES = /Connection terminated|Query read timeout|not queryable/i;

interface DriverFailure {
  code?: unknown;
  message?: unknown;
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as DriverFailure).code : undefined;
}

/** Whether a database driver's error says its disk is full. */
export function isDiskFull(driverError: unknown): boolean {
  const code = codeOf(driverError);
  return typeof code === 'string' && FULL_CODES.has(code);
}

/** Whether a database driver's error is about the connection (the server went away), not about the query. */
export function isConnectionFailure(driverError: unknown): boolean {
  const code = codeOf(driverError);
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || NETWORK_CODES.has(code))) return true;
  const message = driverError instanceof Error ? driverError.message : undefined;
  return message !== undefined && CONNECTION_MESSAGES.test(message);
}

/** A new connection to the database could not be made (refused, timed out, the server starting up). */
export class DatabaseUnreachableError extends Error {
  constructor(override readonly cause: unknown) {
    super(`The database cannot be reached (${cause instanceof Error ? cause.message || cause.name : String(cause)})`);
  }
}

/**
 * Whether a failed request's error means the database is not answering (a 503), rather than a failed query.
 * TypeORM releases a PostgreSQL connection the moment its client reports an error (the server going away
 * mid-transaction), so the transaction's next query fails as already released: the connection was lost.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  return (
    error instanceof DatabaseUnreachableError ||
    error instanceof QueryRunnerAlreadyReleasedError ||
    (error instanceof QueryFailedError && isConnectionFailure(error.driverError))
  );
}

/** Whether a failed request's error means the database has run out of disk (a 507). */
export function isDatabaseFull(error: unknown): boolean {
  return error instanceof QueryFailedError && isDiskFull(error.driverError);
}
