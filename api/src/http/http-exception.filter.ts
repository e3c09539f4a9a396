import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { isDatabaseFull, isDatabaseUnreachable } from '../database/database-errors.js';
import { DatabaseUnavailableException } from '../database/database-unavailable.exception.js';
import { RedisUnavailableException } from '../redis/redis-unavailable.exception.js';
import { StorageFullException } from '../storage/storage-full.exception.js';
import { ApiException } from '../errors/api-exception.js';
import { ERROR_CODES, type ErrorCode, type ErrorParams, genericCodeOf } from '../errors/error-codes.js';

/** The one error body every endpoint answers with. */
export interface ErrorBody {
  statusCode: number;
  /** What went wrong, for a machine: stable, one of ERROR_CODES (docs/api.md lists them). */
  code: ErrorCode;
  /** What went wrong, in English. */
  message: string;
  error: string;
  /** The values the message names (a limit, a path, seconds to wait), for a client that says it in its own words. */
  params?: ErrorParams;
  /** A 429 that a proof of work gets past carries the challenge (docs/access-control.md). */
  proofOfWork?: unknown;
  /** A 401 of a password-protected share says so, and its code (docs/sender-control.md). */
  passwordRequired?: boolean;
  folderCode?: string;
  /** A 410 (or a 409 while a share is checked) says why, in a word a client can branch on. */
  reason?: string;
  /** A 410 of a share removed by the operators names the category of the removal. */
  category?: string;
  /** A 410 `expired` of a share kept until downloaded that ended because everything in it was downloaded. */
  downloaded?: boolean;
  /** A 409 `file_request_code`: a share's code lookup found a file request's code, and where its uploaders go. */
  requestLink?: string;
  requesterPresent?: boolean;
}

/** Fields an exception may add to the usual three, passed on as they are. */
const EXTRA_FIELDS = [
  'proofOfWork',
  'passwordRequired',
  'folderCode',
  'reason',
  'category',
  'downloaded',
  'requestLink',
  'requesterPresent',
] as const;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/**
 * A dependency's failure as the answer it means: a database out of disk is the server's condition (507, as a full
 * file storage is), a database that does not answer an outage (503).
 */
function answerFor(exception: unknown): unknown {
  if (isDatabaseFull(exception)) return new StorageFullException(exception);
  if (isDatabaseUnreachable(exception)) return new DatabaseUnavailableException(exception);
  return exception;
}

/** Outages logged once by whatever tracks them (RedisConnection, DatabaseOutage), not once per request they fail. */
function isLoggedPerOutage(exception: HttpException): boolean {
  return exception instanceof RedisUnavailableException || exception instanceof DatabaseUnavailableException;
}

/** The code an exception's body names, when it is one of ERROR_CODES. */
function codeIn(response: object): ErrorCode | undefined {
  const code = (response as { code?: unknown }).code;
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code) ? (code as ErrorCode) : undefined;
}

/**
 * Maps every error to `{ statusCode, code, message, error }` (and `params` when the message names values) with
 * a single human-readable message. An HTTP error raised without a code (Nest's 404 of an unknown route, say) gets
 * the generic code of its status. Unexpected errors are logged with their stack and answered as a plain 500,
 * `internal_error`.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpExceptionFilter.name);

  catch(thrown: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const exception = answerFor(thrown);
    const body = errorBodyOf(exception);
    if (!(exception instanceof HttpException)) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    } else if (exception instanceof StorageFullException) {
      // The server's condition, and an operator's to fix: one line, not a stack trace.
      this.logger.error(`${body.statusCode} Out of storage space (${reasonOf(exception.cause)})`);
    } else if (body.statusCode >= Number(HttpStatus.INTERNAL_SERVER_ERROR) && !isLoggedPerOutage(exception)) {
      // Deliberate 5xx answers (no code free, storage down): worth a line, not a stack trace.
      this.logger.warn(`${body.statusCode} ${body.message}`);
    }
    if (response.headersSent) {
      // A stream failed mid-response: the status line is gone, all we can do is cut the connection.
      response.destroy();
      return;
    }
    if (exception instanceof ApiException) {
      for (const [name, value] of Object.entries(exception.headers)) response.setHeader(name, value);
    }
    response.status(body.statusCode).json(body);
  }
}

/** The error body of `exception`, as the filter answers it. */
export function errorBodyOf(exception: unknown): ErrorBody {
  if (!(exception instanceof HttpException)) {
    return { statusCode: 500, code: 'internal_error', message: 'Internal server error', error: STATUS_CODES[500]! };
  }
  const statusCode = exception.getStatus();
  const error = STATUS_CODES[statusCode] ?? 'Error';
  const response = exception.getResponse();
  const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : error;
  const code = (typeof response === 'object' && codeIn(response)) || genericCodeOf(statusCode);
  const body: ErrorBody = { statusCode, code, message, error };
  if (typeof response === 'object') {
    const params = (response as { params?: unknown }).params;
    if (typeof params === 'object' && params !== null) body.params = params as ErrorParams;
    for (const field of EXTRA_FIELDS) {
      const value = (response as Record<string, unknown>)[field];
      if (value !== undefined) Object.assign(body, { [field]: value });
    }
  }
  return body;
}
