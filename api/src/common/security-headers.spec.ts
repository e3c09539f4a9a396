import type { NextFunction, Request, Response } from 'express';
import { securityHeaders } from './security-headers.js';

/** The headers a middleware leaves on a fresh response, as a plain object. */
function headersAfter(middleware: (request: Request, response: Response, next: NextFunction) => void) {
  const headers = new Map<string, string>([['X-Powered-By', 'Express']]);
  const response = {
    setHeaders: (set: Map<string, string>) => set.forEach((value, name) => headers.set(name, value)),
  } as unknown as Response;
  let nextCalled = false;
  middleware({} as Request, response, () => (nextCalled = true));
  return { headers: Object.fromEntries(headers), nextCalled };
}

describe(securityHeaders.name, () => {
  it("sets helmet's headers and the app's Content Security Policy in one step, then goes on", () => {
    const { headers, nextCalled } = headersAfter(securityHeaders());
    expect(nextCalled).toBe(true);
    expect(headers).toMatchObject({
      'Content-Security-Policy': expect.stringContaining("worker-src 'self' blob:") as string,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'no-referrer',
    });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(headers['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sets the same headers on every response', () => {
    const middleware = securityHeaders();
    expect(headersAfter(middleware).headers).toEqual(headersAfter(middleware).headers);
  });
});
