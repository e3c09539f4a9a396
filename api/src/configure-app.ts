import { RequestMethod } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { clientApp } from './client-app/client-app.middleware.js';
import { captureClientAddress } from './common/client-ip.js';
import { CodedValidationPipe } from './errors/coded-validation.pipe.js';
import { HttpExceptionFilter } from './http/http-exception.filter.js';
import { securityHeaders } from './common/security-headers.js';
import { COMPRESSED_JSON_ROUTES, jsonCompression } from './common/json-compression.js';
import { refuseDeeplyNestedJson } from './common/json-depth.js';
import { AppConfig } from './config/app-config.js';
import { setUpApiDocs } from './api-docs.js';
import { httpMetrics } from './metrics/http-metrics.js';
import { Metrics } from './metrics/metrics.js';

const API_PREFIX = 'api';

/**
 * Everything main.ts sets up on the app besides listening, shared with the API tests so they exercise
 * the same prefix, pipes, filter, headers and static serving as production.
 */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get(AppConfig);
  // With a reverse proxy in front, trust exactly that one hop: X-Forwarded-For entries the client wrote
  // itself stay ignored. Off, the socket address is the client, and the header cannot be spoofed.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  // Express would hash every JSON body for an ETag; API answers are not cached, so that is wasted work.
  app.set('etag', false);
  // X-Powered-By names the framework to anyone probing for its weaknesses.
  app.disable('x-powered-by');

  const server: Server = app.getHttpServer();
  // Large uploads on slow links take longer than Node's default 5-minute limit for receiving a request.
  server.requestTimeout = 0;

  // First, so that whatever reads the client's address later (a limit, a log line) has it, even once the
  // connection is gone (main.ts's access log, mounted before, takes it itself).
  app.use(captureClientAddress);
  // Then, so that every request is counted, whoever answers it.
  app.use(httpMetrics(app.get(Metrics)));
  app.use(securityHeaders());
  app.use(clientApp(config.clientDir, config.publicUrl));
  app.use(COMPRESSED_JSON_ROUTES, jsonCompression());
  // Nest's own JSON parser (it would mount it itself at start-up), registered here so that the depth check can
  // follow it: a deeply nested body is a 400 on every JSON route before a validator recurses through it.
  app.useBodyParser('json');
  app.use(refuseDeeplyNestedJson);

  app.setGlobalPrefix(API_PREFIX, {
    exclude: [
      { path: 's/:code', method: RequestMethod.GET },
      { path: 's/:code/qr', method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(new CodedValidationPipe({ transform: true, whitelist: true }));
  app.useGlobalFilters(new HttpExceptionFilter());
  setUpApiDocs(app);
}
