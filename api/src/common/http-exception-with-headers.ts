import { HttpException } from '@nestjs/common';

/** An error answer that needs headers besides its body (a 416's Content-Range); the error filter sets them. */
export class HttpExceptionWithHeaders extends HttpException {
  constructor(
    message: string,
    status: number,
    readonly headers: Readonly<Record<string, string>>,
  ) {
    super(message, status);
  }
}
