import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Server } from 'node:http';

/**
 * Once shutdown has begun (the server no longer listens), closes each keep-alive connection as soon as
 * its in-flight response has finished. Without this, the server's close waits for every client's idle
 * connection to time out; with it, shutdown ends right after the last in-flight request.
 */
export function closeIdleConnectionsOnShutdown(server: Server): RequestHandler {
  return (_request: Request, response: Response, next: NextFunction) => {
    response.on('finish', () => {
      if (!server.listening) setImmediate(() => server.closeIdleConnections());
    });
    next();
  };
}
