import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';

/** How often, while shutting down, keep-alive connections that have gone idle are closed. */
const CLOSE_IDLE_EVERY_MS = 50;

/**
 * Lets shutdown end right after the last in-flight request. Node's server.close() closes the keep-alive
 * connections idle at that moment, but a connection still busy with a response then lingers for the
 * keep-alive timeout (5 s, plus Node's 1 s buffer) once it is done, and close waits for it. Sweeping idle
 * connections until the server has closed ends each one as soon as its response has gone out, at no cost
 * to requests served before shutdown (a per-response hook would be paid by every request).
 */
@Injectable()
export class CloseIdleConnectionsOnShutdown implements BeforeApplicationShutdown {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  beforeApplicationShutdown(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    const sweep = setInterval(() => server.closeIdleConnections(), CLOSE_IDLE_EVERY_MS);
    sweep.unref();
    server.once('close', () => clearInterval(sweep));
  }
}
