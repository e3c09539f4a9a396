import { QueryFailedError } from 'typeorm';

const POSTGRES_UNIQUE_VIOLATION = '23505';

/** Whether a failed insert broke a unique constraint, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; message?: string } | undefined;
  return (
    driverError?.code === POSTGRES_UNIQUE_VIOLATION ||
    (driverError?.code === 'SQLITE_CONSTRAINT' && /UNIQUE constraint failed/.test(driverError.message ?? ''))
  );
}
