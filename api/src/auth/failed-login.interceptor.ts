import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { catchError, from, type Observable, switchMap, throwError } from 'rxjs';
import { clientKey } from '../common/client-ip.js';
import { type LimitReached, tooManyRequests } from '../http/rate-limit/too-many-requests.js';
import { PROOF_OF_WORK_HEADER, ProofOfWork } from '../folders/guessing/proof-of-work.js';
import { IncorrectPasswordException, InvalidCredentialsException } from './auth.exceptions.js';
import { LOGIN_PROOF_LEVEL, LoginProofOfWorkRequiredException } from './login-proof-of-work.js';
import { LoginAttemptLimiter } from './login-attempt-limiter.js';
import { normalizeEmail } from './password-rules.js';

const WHAT: LimitReached = { code: 'too_many_failed_logins', what: 'failed logins' };

/** Who a password check is for, and the proof of work it brings, read off the request. */
interface PasswordCheck {
  client: string;
  /** The email typed at login, else the signed-in account's; empty when neither is there (a 400 follows). */
  account: string;
  /** Only a login may need a proof of work: deleting an account already takes its session. */
  login: boolean;
  proof: string | undefined;
}

function passwordCheckOf(request: Request): PasswordCheck {
  const typed = normalizeEmail((request.body as { email?: unknown } | undefined)?.email);
  const login = typeof typed === 'string' && typed !== '' ? typed : undefined;
  const proof = request.headers[PROOF_OF_WORK_HEADER];
  return {
    client: clientKey(request),
    account: login ?? request.user?.email ?? '',
    login: login !== undefined,
    proof: Array.isArray(proof) ? proof[0] : proof,
  };
}

/**
 * Guards the routes that check a password (login, account deletion) against guessing (LoginAttemptLimiter):
 * a client blocked for this account gets 429 with Retry-After before any check, a login for an account past
 * its bar needs a proof of work, and each rejected password counts.
 */
@Injectable()
export class FailedLoginInterceptor implements NestInterceptor {
  constructor(
    private readonly limiter: LoginAttemptLimiter,
    private readonly proofOfWork: ProofOfWork,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const check = passwordCheckOf(context.switchToHttp().getRequest<Request>());
    return from(this.admit(check)).pipe(
      switchMap(() => next.handle()),
      catchError((error: unknown) => {
        if (!(error instanceof InvalidCredentialsException || error instanceof IncorrectPasswordException)) {
          return throwError(() => error);
        }
        return from(this.limiter.recordFailure(check.client, check.account)).pipe(
          switchMap((blocked) => throwError(() => (blocked > 0 ? tooManyRequests(blocked, WHAT) : error))),
        );
      }),
    );
  }

  /** Resolves when the password may be checked; rejects with the 429 that says why not. */
  private async admit({ client, account, login, proof }: PasswordCheck): Promise<void> {
    const wait = await this.limiter.blockedSeconds(client, account);
    if (wait > 0) throw tooManyRequests(wait, WHAT);
    if (!login) return;
    const proofDue = await this.limiter.proofOfWorkSeconds(account);
    if (proofDue > 0 && !(await this.proofOfWork.accepts(proof, LOGIN_PROOF_LEVEL))) {
      throw new LoginProofOfWorkRequiredException(proofDue, await this.proofOfWork.challenge(LOGIN_PROOF_LEVEL));
    }
  }
}
