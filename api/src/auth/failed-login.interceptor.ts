import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { catchError, from, type Observable, switchMap, throwError } from 'rxjs';
import { clientKey } from '../common/client-ip.js';
import { tooManyRequests } from '../common/rate-limit/too-many-requests.js';
import { IncorrectPasswordException, InvalidCredentialsException } from './auth.exceptions.js';
import { LoginAttemptLimiter } from './login-attempt-limiter.js';
import { normalizeEmail } from './password-rules.js';

const WHAT = 'failed logins';

/** The account a password check is for: the email typed at login, else the signed-in account's. */
function accountOf(request: Request): string | undefined {
  const typed = normalizeEmail((request.body as { email?: unknown } | undefined)?.email);
  if (typeof typed === 'string' && typed) return typed;
  return request.user?.email;
}

/**
 * Guards the routes that check a password (login, account deletion) against guessing: a blocked client or
 * account gets 429 with Retry-After before any check, and each rejected password counts towards the block.
 */
@Injectable()
export class FailedLoginInterceptor implements NestInterceptor {
  constructor(private readonly limiter: LoginAttemptLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const client = clientKey(request);
    const account = accountOf(request);
    const checkFirst = from(this.limiter.blockedSeconds(client, account));
    return checkFirst.pipe(
      switchMap((wait) => (wait > 0 ? throwError(() => tooManyRequests(wait, WHAT)) : next.handle())),
      catchError((error: unknown) => {
        if (!(error instanceof InvalidCredentialsException || error instanceof IncorrectPasswordException)) {
          return throwError(() => error);
        }
        return from(this.limiter.recordFailure(client, account)).pipe(
          switchMap((blocked) => throwError(() => (blocked > 0 ? tooManyRequests(blocked, WHAT) : error))),
        );
      }),
    );
  }
}
