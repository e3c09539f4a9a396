import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { catchError, from, type Observable, switchMap, throwError } from 'rxjs';
import { clientKey } from '../common/client-ip.js';
import { FailedLookupLimiter } from '../common/rate-limit/failed-lookup-limiter.js';
import { tooManyRequests } from '../common/rate-limit/too-many-requests.js';
import { UnknownShareCodeException } from './unknown-share-code.exception.js';

const WHAT = 'failed code lookups';

/**
 * Guards every route that takes a share code against guessing: a client blocked for too many unknown
 * codes gets 429 before any lookup, and each unknown code it tries counts towards that block.
 */
@Injectable()
export class FailedLookupInterceptor implements NestInterceptor {
  constructor(private readonly limiter: FailedLookupLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const client = clientKey(request);
    const wait = this.limiter.blockedSeconds(client);
    if (wait > 0) return throwError(() => tooManyRequests(response, wait, WHAT));
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof UnknownShareCodeException)) return throwError(() => error);
        return from(this.limiter.recordFailure(client)).pipe(
          switchMap((blocked) => throwError(() => (blocked > 0 ? tooManyRequests(response, blocked, WHAT) : error))),
        );
      }),
    );
  }
}
