import compression from 'compression';
import type { RequestHandler, Response } from 'express';

/**
 * Routes whose answers are JSON that grows with a folder's file count (repetitive text, which gzip shrinks
 * many times over). Only these go through compression: every other response, downloads above all, is left
 * untouched, so files keep their exact Content-Length and byte ranges and pay nothing per chunk.
 */
export const COMPRESSED_JSON_ROUTES = ['/api/folders/retrive', '/api/folders/retrieve', '/s', '/api/my/shares'];

const isJson = (response: Response) => /^application\/json\b/.test(String(response.getHeader('Content-Type') ?? ''));

/** gzip (or deflate, brotli: whatever the client accepts) for JSON answers of COMPRESSED_JSON_ROUTES. */
export function jsonCompression(): RequestHandler {
  return compression({ filter: (_request, response) => isJson(response) });
}
