import { ApiException, type ErrorExtras } from '../../errors/api-exception.js';
import type { ErrorCode } from '../../errors/error-codes.js';
import { describeWait } from './wait-time.js';

/**
 * A 429 that tells the client how long to wait: in its message, in `params.retryAfter`, and in Retry-After, which
 * the error filter sets.
 */
export class TooManyRequestsException extends ApiException {
  constructor(
    readonly retryAfterSeconds: number,
    code: ErrorCode,
    message: string,
    extras: ErrorExtras = {},
  ) {
    super(code, message, {
      ...extras,
      params: { retryAfter: retryAfterSeconds },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

/** A per-client limit: the code of its 429, and what the client sent too many of ("failed logins"). */
export interface LimitReached {
  code: ErrorCode;
  what: string;
}

/** The 429 of a per-client limit (failed lookups, failed logins…). */
export function tooManyRequests(waitSeconds: number, { code, what }: LimitReached): TooManyRequestsException {
  return new TooManyRequestsException(
    waitSeconds,
    code,
    `Too many ${what}. Please wait ${describeWait(waitSeconds)} and try again.`,
  );
}
