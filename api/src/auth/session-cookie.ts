import { parse } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import { REMEMBERED_SESSION_MS } from './session-lifetime.js';

export const SESSION_COOKIE_NAME = 'sharecode_session';

/**
 * httpOnly: page scripts never see the token. SameSite=Lax: other sites' pages cannot make the browser send
 * it with their POSTs, forms or fetches (only top-level GET navigations carry it, and GETs change nothing).
 * Secure whenever the request came over HTTPS (`request.secure` reads X-Forwarded-Proto only with
 * TRUST_PROXY on), so the cookie still works on plain-http LAN addresses and localhost.
 */
export function sessionCookieOptions(request: Pick<Request, 'secure'>, remember: boolean): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.secure,
    path: '/',
    // Without maxAge the browser drops the cookie when it closes, as the sessionStorage record is.
    ...(remember ? { maxAge: REMEMBERED_SESSION_MS } : {}),
  };
}

export function readSessionCookie(request: Pick<Request, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return parse(header)[SESSION_COOKIE_NAME];
}

export function setSessionCookie(response: Response, request: Request, token: string, remember: boolean): void {
  response.cookie(SESSION_COOKIE_NAME, token, sessionCookieOptions(request, remember));
}

export function clearSessionCookie(response: Response, request: Request): void {
  response.clearCookie(SESSION_COOKIE_NAME, sessionCookieOptions(request, false));
}
