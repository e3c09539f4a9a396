import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Counter, Histogram } from 'prom-client';
import { logInsteadOfThrowing } from '../logging/log-instead-of-throwing.js';
import { routeOf } from '../logging/request-description.js';
import type { Metrics } from './metrics.js';

/** The series one kind of answer is counted and timed in. */
interface Series {
  requests: Counter.Internal;
  duration: Histogram.Internal<'method' | 'route'>;
}

/**
 * Counts every request and times it to its answer, by method, route pattern and status: mounted first, so
 * the client's files and pages, served before any controller, are counted too (under UNMATCHED_ROUTE). The
 * route is read once the answer is done, when Express has matched it. Each kind of answer's series is looked
 * up once and kept (there are a few dozen routes and statuses), rather than prom-client hashing the labels of
 * every request.
 */
export function httpMetrics(metrics: Metrics): RequestHandler {
  const series = new Map<string, Series>();
  const seriesOf = (method: string, route: string, status: string): Series => {
    const key = `${method} ${route} ${status}`;
    let found = series.get(key);
    if (!found) {
      found = {
        requests: metrics.httpRequests.labels(method, route, status),
        duration: metrics.httpDuration.labels(method, route),
      };
      series.set(key, found);
    }
    return found;
  };
  return (request: Request, response: Response, next: NextFunction) => {
    const started = performance.now();
    response.once(
      'close',
      logInsteadOfThrowing('The request metrics', () => {
        const { requests, duration } = seriesOf(request.method, routeOf(request), String(response.statusCode));
        requests.inc();
        duration.observe((performance.now() - started) / 1000);
      }),
    );
    next();
  };
}
