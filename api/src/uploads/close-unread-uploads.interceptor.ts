import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Observable, catchError, throwError } from 'rxjs';
import { leftBodyUnread, type RequestBody } from './multipart-reader.js';

/** What the multipart reader takes of a request: its Content-Type and its body. */
export function requestBody(request: Request): RequestBody {
  return { contentType: request.headers['content-type'], stream: request };
}

/**
 * An upload refused before its whole body was read is answered with `Connection: close`: the client may
 * still be sending, and the bytes it sends after our answer must not be read as its next request.
 */
@Injectable()
export class CloseUnreadUploads implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (leftBodyUnread(error)) context.switchToHttp().getResponse<Response>().setHeader('Connection', 'close');
        return throwError(() => error);
      }),
    );
  }
}
