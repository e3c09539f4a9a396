/**
 * A forwarding proxy in front of the API that counts what the browser sends in chunk requests (PATCH
 * /api/resumable-uploads/…) and can cut one of them off midway, as a dropped mobile connection would.
 * Every answer says `Connection: close`, so the browser never reuses a socket (Chromium silently resends a
 * request whose reused socket died, which is not the interruption under test).
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CuttingProxy {
  url: string;
  /** Body bytes the browser sent in chunk requests, every attempt counted. */
  readonly chunkBytes: number;
  readonly chunkRequests: number;
  readonly cuts: number;
  /**
   * Cuts the connection of the `nth` chunk request (1-based) after `afterBytes` of its body went through;
   * from then on every API request is cut at once (the network stays down) until `restore()`.
   */
  cutChunk(nth: number, afterBytes: number): void;
  restore(): void;
  close(): Promise<void>;
}

function isChunk(request: IncomingMessage): boolean {
  return request.method === 'PATCH' && (request.url ?? '').startsWith('/api/resumable-uploads/');
}

export async function startCuttingProxy(target: string): Promise<CuttingProxy> {
  const upstreamUrl = new URL(target);
  let chunkBytes = 0;
  let chunkRequests = 0;
  let cuts = 0;
  let plannedCut: { nth: number; afterBytes: number } | undefined;
  let down = false;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (down && (request.url ?? '').startsWith('/api/')) {
      request.socket.destroy();
      return;
    }
    const chunk = isChunk(request);
    const cutAt = chunk && plannedCut?.nth === ++chunkRequests ? plannedCut.afterBytes : undefined;
    const upstream = forward(
      {
        host: upstreamUrl.hostname,
        port: upstreamUrl.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, connection: 'close' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, connection: 'close' });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    let passed = 0;
    request.on('data', (data: Buffer) => {
      if (chunk) chunkBytes += data.length;
      if (cutAt !== undefined && passed + data.length >= cutAt) {
        cuts++;
        down = true;
        request.pause();
        // The bytes before the cut reach the API; then both connections drop.
        upstream.write(data.subarray(0, cutAt - passed), () => {
          upstream.destroy();
          request.socket.destroy();
        });
        passed = Number.POSITIVE_INFINITY;
        return;
      }
      passed += data.length;
      if (!upstream.write(data)) {
        request.pause();
        upstream.once('drain', () => request.resume());
      }
    });
    request.on('end', () => upstream.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    get chunkBytes() {
      return chunkBytes;
    },
    get chunkRequests() {
      return chunkRequests;
    },
    get cuts() {
      return cuts;
    },
    cutChunk(nth, afterBytes) {
      plannedCut = { nth, afterBytes };
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
