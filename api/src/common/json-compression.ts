import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Routes whose answers are JSON that grows with a folder's file count (repetitive text, which gzip shrinks
 * many times over). Only these go through compression: every other response, downloads above all, is left
 * untouched, so files keep their exact Content-Length and byte ranges and pay nothing per chunk.
 */
export const COMPRESSED_JSON_ROUTES = ['/api/folders/retrive', '/api/folders/retrieve', '/s', '/api/my/shares'];

const isJson = (response: Response) => /^application\/json\b/.test(String(response.getHeader('Content-Type') ?? ''));

/**
 * gzip (or deflate, brotli: whatever the client accepts) for JSON answers of COMPRESSED_JSON_ROUTES. A request
 * that accepts no encoding (an API client, a script) skips the compression middleware, which would wrap the
 * response's every method only to send it as it is; its answer still says that it varies with Accept-Encoding,
 * as a compressed one does.
 */
export function jsonCompression(): RequestHandler {
  const compress = compression({ filter: (_request, response) => isJson(response) });
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.headers['accept-encoding']) return compress(request, response, next);
    response.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}
