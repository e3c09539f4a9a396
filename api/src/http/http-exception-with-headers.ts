import { HttpException } from '@nestjs/common';

/**
 * An error answer that needs headers besides its body (a 416's Content-Range, a 409's Retry-After); the error
 * filter sets them. `response` is the message, or a body carrying more fields (see ErrorBody).
 */
export class HttpExceptionWithHeaders extends HttpException {
  constructor(
    message: string | Record<string, unknown>,
    status: number,
    readonly headers: Readonly<Record<string, string>>,
  ) {
    super(message, status);
  }
}
