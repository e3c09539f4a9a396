import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AppConfig } from '../config/app-config.js';
import { Metrics } from './metrics.js';

/** The one path the metrics port serves. */
const METRICS_PATH = '/metrics';

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  response.end(body);
}

/**
 * Prometheus's scrape endpoint, `GET /metrics` on METRICS_PORT (unset: no server at all), anything else 404.
 * A plain node:http server of its own, never the public port: the public app passes through a proxy that
 * need not know it, its rate limits and helmet do not apply, and a scrape stays cheap.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.metricsPort;
    if (port === undefined) return;
    if (port === this.config.port) throw new Error(`METRICS_PORT=${port}: it must differ from PORT`);
    const server = createServer((request, response) => void this.answer(request, response));
    this.server = server;
    server.listen(port);
    try {
      // Rejects with the server's 'error' (a port in use, say) instead.
      await once(server, 'listening');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`METRICS_PORT=${port}: the metrics port cannot be opened (${reason})`, { cause: error });
    }
    this.logger.log(`Prometheus metrics on port ${port} (GET ${METRICS_PATH})`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server?.listening) return;
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      send(response, 404, 'text/plain', `Not found: this port serves GET ${METRICS_PATH} only\n`);
      return;
    }
    try {
      const { contentType, body } = await this.metrics.scrape();
      send(response, 200, contentType, body);
    } catch (error) {
      this.logger.error(`A metrics scrape failed: ${error instanceof Error ? error.message : String(error)}`);
      if (response.headersSent) response.destroy();
      else send(response, 503, 'text/plain', 'Metrics are unavailable right now\n');
    }
  }
}
