import type { Request, Response } from 'express';
import type { LevelWithSilent } from 'pino';
import type { Options } from 'pino-http';
import type { LogLevel } from '../config/environment.js';
import { LOG_OPTIONS, logDestination } from './log-options.js';
import { routeOf, summarise } from './request-description.js';
import { requestIdFor } from './request-id.js';

/** Health probes run every few seconds: their answers are logged only at debug, unless they fail. */
const HEALTH_ROUTE = '/api/health';

function levelOf(request: Request, response: Response): LevelWithSilent {
  return routeOf(request) === HEALTH_ROUTE && response.statusCode < 400 ? 'debug' : 'info';
}

/**
 * pino-http's options: one access-log line per request, when its answer has gone out (or the client went
 * away), made only of the fields in RequestSummary; every line logged during a request carries its
 * `requestId` and nothing else of the request. pino-http's own request and response serializers (URL,
 * headers, cookies) are never used.
 */
export function httpLogOptions(level: LogLevel): Options<Request, Response> {
  return {
    ...LOG_OPTIONS,
    // pino-http binds the whole request to a child logger it makes for every request: without a serializer
    // pino would stringify (and redact a clone of) the Express request each time, circular references and all.
    serializers: { ...LOG_OPTIONS.serializers, req: () => undefined },
    level,
    stream: logDestination(),
    genReqId: requestIdFor,
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    customLogLevel: levelOf,
    customSuccessObject: (request, response, fields: { responseTime: number }) =>
      summarise(request, response, fields.responseTime),
    // A 5xx answer: the summary says so, and whatever failed logged its own line.
    customErrorObject: (request, response, _error, fields: { responseTime: number }) =>
      summarise(request, response, fields.responseTime),
    customErrorMessage: () => 'request failed',
  };
}
