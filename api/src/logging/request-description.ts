import type { Request, Response } from 'express';
import { clientAddress } from '../common/client-ip.js';

/** The route of a request no controller route answered: the client's files and pages, and 404s. */
export const UNMATCHED_ROUTE = 'other';

/** A path segment shown as it is only if it is a short lowercase word: a link (it has digits) never is. */
const PLAIN_SEGMENT = /^[a-z][a-z._-]{0,19}$/;
const HIDDEN_SEGMENT = '*';

/**
 * The pattern of the controller route that answered `request` (`/api/folders/:link/files/:id`), or
 * UNMATCHED_ROUTE. Never the URL itself: links, grants and codes travel in it. Nest answers unknown API
 * paths from a wildcard route of its own (`*path`), which is no route of the app's: unmatched too.
 */
export function routeOf(request: Request): string {
  const path = (request as { route?: { path?: unknown } }).route?.path;
  return typeof path === 'string' && !path.includes('*') ? path : UNMATCHED_ROUTE;
}

/**
 * The path of an unmatched request, safe to log: no query string, and every segment that is not a plain
 * word replaced by `*`, so a mistyped route under a link still hides the link.
 */
export function redactedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  return path
    .split('/')
    .map((segment) => (segment === '' || PLAIN_SEGMENT.test(segment) ? segment : HIDDEN_SEGMENT))
    .join('/');
}

/** What the access log says about a request: only fields that can carry no secret. */
export interface RequestSummary {
  method: string;
  route: string;
  /** Unmatched requests only: their redacted path, since `route` alone says nothing. */
  path?: string;
  status: number;
  durationMs: number;
  /** The client's address as the app sees it (X-Forwarded-For with TRUST_PROXY on, else the socket's). */
  ip: string;
}

export function summarise(request: Request, response: Response, durationMs: number): RequestSummary {
  const route = routeOf(request);
  return {
    method: request.method,
    route,
    ...(route === UNMATCHED_ROUTE ? { path: redactedPath(request.originalUrl ?? request.url) } : {}),
    status: response.statusCode,
    durationMs,
    ip: clientAddress(request),
  };
}
