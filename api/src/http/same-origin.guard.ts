import { ApiException } from '../errors/api-exception.js';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';

const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

type HeaderValue = string | string[] | undefined;

function single(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a browser sent this request on behalf of another origin's page.
 *
 * Browsers mark every request with Sec-Fetch-Site; only `same-origin` (our own pages) and `none` (the
 * person typed or bookmarked it) are ours. Browsers too old to send it do send Origin on POST and DELETE,
 * which must then name this host. A request with neither header did not come from a web page (curl, apps),
 * and cannot carry a victim's cookie on another site's behalf.
 */
export function isCrossSiteRequest(
  headers: { 'sec-fetch-site'?: HeaderValue; origin?: HeaderValue },
  host: string,
): boolean {
  const site = single(headers['sec-fetch-site']);
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = single(headers.origin);
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // "null" (sandboxed frames, some redirects) or garbage
  }
}

/**
 * CSRF protection for the routes a session cookie authorises to change something (login, logout, account
 * deletion, ending a share). The cookie is SameSite=Lax, so other sites' pages cannot send it with a POST
 * or DELETE at all; this guard also refuses sibling subdomains (same-site but not same-origin, which Lax
 * lets through) and any other cross-origin page. It needs nothing from the client: no token, no header.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    // request.host includes the port; with TRUST_PROXY on it is the proxy's X-Forwarded-Host.
    if (isCrossSiteRequest(request.headers, request.host))
      throw new ApiException('cross_site_request', CROSS_SITE_MESSAGE);
    return true;
  }
}
