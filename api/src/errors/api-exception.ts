import { HttpException } from '@nestjs/common';
import { type CodedMessage, ERROR_CODES, type ErrorCode, type ErrorParams } from './error-codes.js';

/** Fields besides code, message and params that some answers carry, passed on as they are (see ErrorBody). */
export interface ErrorExtras {
  proofOfWork?: unknown;
  passwordRequired?: boolean;
  folderCode?: string;
  reason?: string;
  category?: string;
  downloaded?: boolean;
  requestLink?: string;
  requesterPresent?: boolean;
}

export interface ApiExceptionOptions extends ErrorExtras {
  /** The values the message is built of, so that a client can say it in another language (docs/api.md). */
  params?: ErrorParams;
  /** Headers the answer needs besides its body (a 416's Content-Range, a 409's Retry-After); the filter sets them. */
  headers?: Readonly<Record<string, string>>;
  /** What went wrong underneath, for the log. */
  cause?: unknown;
}

/**
 * Every error the API answers on purpose: a machine `code` from ERROR_CODES, which also gives the status, and the
 * English message. Nest's own exceptions are not thrown in src (a lint rule says so), so no answer lacks its code.
 */
export class ApiException extends HttpException {
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    { params, headers = {}, cause, ...extras }: ApiExceptionOptions = {},
  ) {
    super(
      { statusCode: ERROR_CODES[code].status, message, code, ...(params ? { params } : {}), ...extras },
      ERROR_CODES[code].status,
      { cause },
    );
    this.headers = headers;
  }

  /** The exception of a refusal worked out beforehand. */
  static of({ code, message, params }: CodedMessage): ApiException {
    return new ApiException(code, message, { params });
  }
}
