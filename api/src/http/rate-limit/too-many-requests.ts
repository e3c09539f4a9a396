import { HttpException, HttpStatus } from '@nestjs/common';
import { describeWait } from './wait-time.js';

/** A 429 that tells the client how long to wait: in its message, and in Retry-After, which the error filter sets. */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    body: string | Record<string, unknown>,
  ) {
    super(body, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** The 429 of a per-client limit on `what` (failed lookups, failed logins…). */
export function tooManyRequests(waitSeconds: number, what: string): TooManyRequestsException {
  return new TooManyRequestsException(
    waitSeconds,
    `Too many ${what}. Please wait ${describeWait(waitSeconds)} and try again.`,
  );
}
