import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { isDatabaseFull, isDatabaseUnreachable } from '../database/database-errors.js';
import { DatabaseUnavailableException } from '../database/database-unavailable.exception.js';
import { RedisUnavailableException } from '../redis/redis-unavailable.exception.js';
import { StorageFullException } from '../storage/storage-full.exception.js';
import { HttpExceptionWithHeaders } from './http-exception-with-headers.js';
import { TooManyRequestsException } from './rate-limit/too-many-requests.js';

/** The one error body every endpoint answers with. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
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
}

/** Fields an exception may add to the usual three, passed on as they are. */
const EXTRA_FIELDS = ['proofOfWork', 'passwordRequired', 'folderCode', 'reason', 'category', 'downloaded'] as const;

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

/**
 * Maps every error to `{ statusCode, message, error }` with a single human-readable message (validation
 * errors arrive as lists and are joined). Unexpected errors are logged with their stack and answered as a
 * plain 500.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpExceptionFilter.name);

  catch(thrown: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const exception = answerFor(thrown);
    const body = this.toBody(exception);
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
    if (exception instanceof TooManyRequestsException)
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (exception instanceof HttpExceptionWithHeaders) {
      for (const [name, value] of Object.entries(exception.headers)) response.setHeader(name, value);
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (!(exception instanceof HttpException)) {
      return { statusCode: 500, message: 'Internal server error', error: STATUS_CODES[500]! };
    }
    const statusCode = exception.getStatus();
    const error = STATUS_CODES[statusCode] ?? 'Error';
    const response = exception.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : error;
    const body: ErrorBody = { statusCode, message, error };
    if (typeof response === 'object') {
      for (const field of EXTRA_FIELDS) {
        const value = (response as Record<string, unknown>)[field];
        if (value !== undefined) Object.assign(body, { [field]: value });
      }
    }
    return body;
  }
}
