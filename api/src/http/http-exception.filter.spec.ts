import { jest } from '@jest/globals';
import { type ArgumentsHost, Logger } from '@nestjs/common';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { DatabaseUnreachableError } from '../database/database-errors.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../database/database-unavailable.exception.js';
import { STORAGE_FULL_MESSAGE, StorageFullException } from '../storage/storage-full.exception.js';
import { type ErrorBody, HttpExceptionFilter } from './http-exception.filter.js';

/** What the filter answered: status and body. */
interface Answer {
  status?: number;
  body?: ErrorBody;
}

function hostAnswering(answer: Answer): ArgumentsHost {
  const response = {
    headersSent: false,
    setHeader: () => response,
    status(code: number) {
      answer.status = code;
      return response;
    },
    json(body: ErrorBody) {
      answer.body = body;
      return response;
    },
  };
  return { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
}

/** A failed query as TypeORM raises it, around the driver's own error. */
function queryFailed(code: string | undefined, message: string): QueryFailedError {
  return new QueryFailedError('INSERT …', [], Object.assign(new Error(message), code ? { code } : {}));
}

describe(HttpExceptionFilter.name, () => {
  let errors: jest.SpiedFunction<Logger['error']>;
  let warnings: jest.SpiedFunction<Logger['warn']>;

  beforeEach(() => {
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  function answer(exception: unknown): Answer {
    const answered: Answer = {};
    new HttpExceptionFilter().catch(exception, hostAnswering(answered));
    return answered;
  }

  describe('a full disk', () => {
    it.each([
      ['file storage (ENOSPC)', new StorageFullException(new Error('ENOSPC: no space left on device, write'))],
      ['SQLite (SQLITE_FULL)', queryFailed('SQLITE_FULL', 'SQLITE_FULL: database or disk is full')],
      ['PostgreSQL (53100 disk_full)', queryFailed('53100', 'could not extend file: No space left on device')],
    ])('of %s answers 507 and logs one error line naming the cause, no stack', (_name, exception) => {
      expect(answer(exception)).toEqual({
        status: 507,
        body: { statusCode: 507, message: STORAGE_FULL_MESSAGE, error: 'Insufficient Storage' },
      });
      expect(errors).toHaveBeenCalledTimes(1);
      const line = String(errors.mock.calls[0][0]);
      expect(line).toMatch(/^507 Out of storage space \(.*(space|full).*\)$/);
      expect(line).not.toContain('\n');
    });
  });

  describe('a database that does not answer', () => {
    it.each([
      ['a connection that cannot be made', new DatabaseUnreachableError(new Error('connect ECONNREFUSED'))],
      ['a server shutting down (57P01)', queryFailed('57P01', 'terminating connection due to administrator command')],
      ['a server starting up (57P03)', queryFailed('57P03', 'the database system is starting up')],
      ['a connection that broke', queryFailed(undefined, 'Connection terminated unexpectedly')],
      ['a query it did not answer in time', queryFailed(undefined, 'Query read timeout')],
      ['a reset connection', queryFailed('ECONNRESET', 'read ECONNRESET')],
      ['a connection lost mid-transaction', new QueryRunnerAlreadyReleasedError()],
    ])('(%s) answers 503 and leaves the log to the outage tracker', (_name, exception) => {
      expect(answer(exception)).toEqual({
        status: 503,
        body: { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' },
      });
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    });
  });

  it('answers any other failed query with a plain 500, logged with its stack', () => {
    expect(answer(queryFailed('SQLITE_ERROR', 'no such table: nothing')).status).toBe(500);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toContain('QueryFailedError');
  });
});
