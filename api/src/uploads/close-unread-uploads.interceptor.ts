import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Observable, catchError, throwError } from 'rxjs';
import { leftBodyUnread, type RequestBody } from './multipart-reader.js';

/** What the multipart reader takes of a request: its Content-Type and its body. */
export function requestBody(request: Request): RequestBody {
  return { contentType: request.headers['content-type'], stream: request };
}

/**
 * The largest refused upload whose body is still read to its end (and thrown away) after the answer. Its
 * client is usually still sending: cut off mid-write, it sees a reset connection instead of our answer.
 */
const DRAINED_REFUSAL_BYTES = 16 * 1024 * 1024;

/**
 * An upload refused before its whole body was read: a small one is read to its end, so that its client gets
 * the answer (a 503 while storage is down, say) and the connection stays usable; a larger one, or one of no
 * announced length, is answered with `Connection: close`, as reading it all would cost what storing it does.
 */
@Injectable()
export class CloseUnreadUploads implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const http = context.switchToHttp();
        const announced = Number(http.getRequest<Request>().headers['content-length']);
        if (leftBodyUnread(error) && !(announced <= DRAINED_REFUSAL_BYTES)) {
          http.getResponse<Response>().setHeader('Connection', 'close');
        }
        return throwError(() => error);
      }),
    );
  }
}
