import { jest } from '@jest/globals';
import { type ArgumentsHost, HttpException, Logger } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { DatabaseUnreachableError } from '../database/database-errors.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../database/database-unavailable.exception.js';
import { STORAGE_FULL_MESSAGE, StorageFullException } from '../storage/storage-full.exception.js';
import { ApiException } from '../errors/api-exception.js';
import { coded, CodedValidationPipe } from '../errors/coded-validation.pipe.js';
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

/** A query of two rules, each with its code. */
class SearchQuery {
  @IsString({ message: 'q must be text.', context: coded('invalid_search_text', { max: 5 }) })
  @MaxLength(5, { message: 'q is at most 5 characters.', context: coded('invalid_search_text', { max: 5 }) })
  q: string;
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
        body: { statusCode: 507, code: 'storage_full', message: STORAGE_FULL_MESSAGE, error: 'Insufficient Storage' },
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
        body: {
          statusCode: 503,
          code: 'database_unavailable',
          message: DATABASE_UNAVAILABLE_MESSAGE,
          error: 'Service Unavailable',
        },
      });
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    });
  });

  it('answers any other failed query with a plain 500, internal_error, logged with its stack', () => {
    expect(answer(queryFailed('SQLITE_ERROR', 'no such table: nothing'))).toEqual({
      status: 500,
      body: {
        statusCode: 500,
        code: 'internal_error',
        message: 'Internal server error',
        error: 'Internal Server Error',
      },
    });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toContain('QueryFailedError');
  });

  describe('codes', () => {
    it("answers a coded exception's code and message beside the status", () => {
      expect(answer(new ApiException('unknown_code', 'Invalid code'))).toEqual({
        status: 404,
        body: { statusCode: 404, code: 'unknown_code', message: 'Invalid code', error: 'Not Found' },
      });
    });

    it('passes on the params a message is built of, and the extra fields', () => {
      const removed = new ApiException(
        'share_removed',
        "This share was removed by Sharecode's operators (copyright).",
        {
          reason: 'removed',
          category: 'copyright',
          params: { category: 'copyright' },
        },
      );
      expect(answer(removed).body).toEqual({
        statusCode: 410,
        code: 'share_removed',
        message: "This share was removed by Sharecode's operators (copyright).",
        error: 'Gone',
        reason: 'removed',
        category: 'copyright',
        params: { category: 'copyright' },
      });
    });

    it('answers a validation error with the code, message and params of its first failing rule', async () => {
      const pipe = new CodedValidationPipe({ transform: true, whitelist: true });
      async function refusalOf(query: object): Promise<unknown> {
        try {
          await pipe.transform(query, { type: 'query', metatype: SearchQuery });
        } catch (error) {
          return error;
        }
        throw new Error('The query passed.');
      }
      expect(answer(await refusalOf({ q: 'x'.repeat(6) })).body).toEqual({
        statusCode: 400,
        code: 'invalid_search_text',
        message: 'q is at most 5 characters.',
        error: 'Bad Request',
        params: { max: 5 },
      });
      // Both rules fail on a number: the answer is the first's alone, not a list of every message.
      expect(answer(await refusalOf({ q: 123456 })).body).toMatchObject({
        code: 'invalid_search_text',
        message: 'q must be text.',
      });
    });

    it('gives an HTTP error raised without a code the generic code of its status', () => {
      expect(answer(new HttpException('Cannot GET /api/nowhere', 404)).body).toEqual({
        statusCode: 404,
        code: 'not_found',
        message: 'Cannot GET /api/nowhere',
        error: 'Not Found',
      });
      expect(answer(new HttpException('Too Many Requests', 429)).body).toMatchObject({ code: 'too_many_requests' });
    });

    it('answers an error that is not an HTTP answer as internal_error', () => {
      expect(answer(new TypeError('undefined is not a function'))).toEqual({
        status: 500,
        body: {
          statusCode: 500,
          code: 'internal_error',
          message: 'Internal server error',
          error: 'Internal Server Error',
        },
      });
    });
  });
});
