import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { readSessionCookie } from './session-cookie.js';
import { SessionsService } from './sessions.service.js';

/**
 * Resolves the session cookie on every route and sets `request.user` (see SessionUser) when it names a
 * live session. Optional by design: without a cookie, or with a stale one, the request simply goes on as a
 * visitor's (anonymous sharing is unchanged); routes that need an account add SignedInGuard.
 */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  constructor(private readonly sessions: SessionsService) {}

  use(request: Request, _response: Response, next: NextFunction): void {
    const token = readSessionCookie(request);
    if (!token) return next();
    this.sessions.resolve(token).then((user) => {
      if (user) request.user = user;
      next();
    }, next);
  }
}
