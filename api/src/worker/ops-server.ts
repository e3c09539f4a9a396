import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AppConfig } from '../config/app-config.js';
import { reasonOf } from '../jobs/job-outcomes.js';
import { Metrics } from '../metrics/metrics.js';
import { WorkerHealth } from './worker-health.js';

/** Where the worker answers its health check (compose's, a load balancer's). */
const HEALTH_PATH = '/health';
/** Where Prometheus scrapes the worker, as it scrapes the API (metrics/metrics-server.ts). */
const METRICS_PATH = '/metrics';

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  response.end(body);
}

/**
 * The worker's operations port (METRICS_PORT; unset, none): `GET /health` (200 when the database and Redis
 * answer and the worker takes jobs, 503 naming what is down: the compose health check) and `GET /metrics`
 * (Prometheus). The worker serves nothing else, so a plain node:http server is all it needs.
 */
@Injectable()
export class OpsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private server: Server | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly health: WorkerHealth,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.metricsPort;
    if (port === undefined) return;
    const server = createServer((request, response) => void this.answer(request, response));
    this.server = server;
    server.listen(port);
    await Promise.race([
      once(server, 'listening'),
      once(server, 'error').then(([error]: Error[]) => {
        throw new Error(`METRICS_PORT=${port}: the worker's operations port cannot be opened (${error.message})`);
      }),
    ]);
    this.logger.log(`Health and metrics on port ${port} (GET ${HEALTH_PATH}, GET ${METRICS_PATH})`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server?.listening) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const path = new URL(request.url ?? '/', 'http://worker').pathname;
      if (request.method === 'GET' && path === HEALTH_PATH) {
        const report = await this.health.check();
        send(response, report.status === 'ok' ? 200 : 503, 'application/json', JSON.stringify(report));
      } else if (request.method === 'GET' && path === METRICS_PATH) {
        const { contentType, body } = await this.metrics.scrape();
        send(response, 200, contentType, body);
      } else {
        send(response, 404, 'text/plain', `Not found: GET ${HEALTH_PATH} or GET ${METRICS_PATH}\n`);
      }
    } catch (error) {
      this.logger.error(`The operations port failed to answer: ${reasonOf(error)}`);
      if (!response.headersSent) send(response, 500, 'text/plain', 'Internal error\n');
      else response.destroy();
    }
  }
}
