import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Level, Logger as Pino } from 'pino';
import { clientAddress } from '../common/client-ip.js';
import { logInsteadOfThrowing } from './log-instead-of-throwing.js';
import { runInRequest } from './request-context.js';
import { routeOf, summarise } from './request-description.js';
import { requestIdFor } from './request-id.js';

/** Health probes run every few seconds: their answers are logged only at debug, unless they fail. */
const HEALTH_ROUTE = '/api/health';

function levelOf(request: Request, response: Response): Level {
  return routeOf(request) === HEALTH_ROUTE && response.statusCode < 400 ? 'debug' : 'info';
}

function messageOf(request: Request, response: Response): string {
  if (response.statusCode >= 500) return 'request failed';
  return !request.readableAborted && response.writableEnded ? 'request completed' : 'request aborted';
}

/**
 * One access-log line per request once its answer has gone out (or the client went away), made only of the
 * fields in RequestSummary, under the request's id (answered in X-Request-Id). Everything the request runs
 * happens inside its request context, so the app's own lines carry the same id (JsonLogger's mixin).
 *
 * Mounted first, as a plain middleware: per request it costs one listener and, at the end, one line. (A
 * child logger per request, as pino-http makes, serialises and redacts its bindings every time, which cost
 * more than the rest of a lookup.) The summary holds no secret by construction, so the access logger needs
 * no redaction pass.
 */
export function accessLog(logger: Pino): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const requestId = requestIdFor(request, response);
    const started = Date.now();
    // Now, while the socket is there: the line is written once the connection may be gone.
    clientAddress(request);
    response.once(
      'close',
      logInsteadOfThrowing('The access log', () => {
        const level = levelOf(request, response);
        if (!logger.isLevelEnabled(level)) return;
        const summary = summarise(request, response, Date.now() - started);
        logger[level]({ requestId, ...summary }, messageOf(request, response));
      }),
    );
    runInRequest(requestId, next);
  };
}
