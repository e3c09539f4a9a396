import { HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';

/** A 429 that tells the client, in the header and the message, how long to wait. */
export function tooManyRequests(response: Response, waitSeconds: number, what = 'requests'): HttpException {
  response.setHeader('Retry-After', String(waitSeconds));
  return new HttpException(
    `Too many ${what}. Please wait ${waitSeconds} seconds and try again.`,
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

/**
 * A 429 thrown where no response object is at hand (a service): the error filter sets Retry-After from
 * `retryAfterSeconds`.
 */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    body: string | Record<string, unknown>,
  ) {
    super(body, HttpStatus.TOO_MANY_REQUESTS);
  }
}
