import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet sets: the app's Content Security Policy and helmet's other defaults. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // A sender's page reads a picked video from a blob: URL to draw an encrypted share's poster frame.
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // qr-scanner starts its worker from a blob: URL.
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      // PDF previews frame our own /api file URLs.
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Served over plain http on a LAN as well: upgrading would break every sub-resource there.
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The headers `middleware` sets on a response, read off one run of it against a response that only records
 * them. Throws when the middleware wants more of the request or response than that (a per-request nonce, say):
 * its headers then depend on the request and cannot be worked out once.
 */
function headersSetBy(middleware: RequestHandler): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  middleware({} as Request, recorder as unknown as Response, () => (done = true));
  if (!done) throw new Error('The security headers could not be worked out once for every response');
  return headers;
}

/**
 * helmet's security headers on every response. helmet chains a dozen middlewares that set the same headers on
 * every response (nothing in them depends on the request with these options), so they are worked out once at
 * start-up and then set in one step.
 */
export function securityHeaders(): RequestHandler {
  const headers = headersSetBy(helmet(HELMET_OPTIONS));
  return (_request: Request, response: Response, next: NextFunction) => {
    response.setHeaders(headers);
    next();
  };
}
