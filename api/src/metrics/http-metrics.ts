import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { routeOf } from '../logging/request-description.js';
import type { Metrics } from './metrics.js';

/**
 * Counts every request and times it to its answer, by method, route pattern and status: mounted first, so
 * the client's files and pages, served before any controller, are counted too (under UNMATCHED_ROUTE). The
 * route is read once the answer is done, when Express has matched it.
 */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const endTimer = metrics.httpDuration.startTimer();
    response.once('close', () => {
      const labels = { method: request.method, route: routeOf(request) };
      metrics.httpRequests.inc({ ...labels, status: String(response.statusCode) });
      endTimer(labels);
    });
    next();
  };
}
