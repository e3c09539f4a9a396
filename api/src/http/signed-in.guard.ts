import { ApiException } from '../errors/api-exception.js';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';

/** The client recognises a 401 from a signed-in call as "the session has ended" and signs out. */
export const NOT_SIGNED_IN_MESSAGE = 'You are not signed in, or your session has expired. Please log in again.';

/** Lets a request through only with a live session (SessionMiddleware has set `request.user`). */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<Request>().user)
      throw new ApiException('not_signed_in', NOT_SIGNED_IN_MESSAGE);
    return true;
  }
}
