import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Response } from 'express';

/**
 * A signal that aborts when the client goes away before its answer was sent, so a long poll stops waiting
 * for it. The response's `close` says so; the request's fires as soon as its body has been read.
 */
export const ClientGone = createParamDecorator((_data: unknown, context: ExecutionContext): AbortSignal => {
  const response = context.switchToHttp().getResponse<Response>();
  const gone = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) gone.abort();
  });
  return gone.signal;
});
