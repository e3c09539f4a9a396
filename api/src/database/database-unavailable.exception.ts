import { ApiException } from '../errors/api-exception.js';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not responding right now. Please try again in a moment.';

/**
 * The 503 of a request that needs the database while it does not answer. Not logged per request:
 * DatabaseOutage logs the outage once.
 */
export class DatabaseUnavailableException extends ApiException {
  constructor(cause: unknown) {
    super('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE, { cause });
  }
}
