import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowProxy {
  /** http://127.0.0.1:{port}: give it as S3_ENDPOINT. */
  url: string;
  /** DELETE requests seen so far. */
  deletes: () => number;
  close: () => Promise<void>;
}

/**
 * A slow object store for a test: forwards every request to `target` unchanged (headers included, so
 * signatures still verify), each DELETE only after `delayMs`. A job removing many objects through it takes
 * long enough to be caught midway.
 */
export async function slowProxy(target: string, delayMs: number): Promise<SlowProxy> {
  let deletes = 0;
  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = request(
        new URL(incoming.url ?? '/', target),
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    if (incoming.method !== 'DELETE') return forward();
    deletes++;
    setTimeout(forward, delayMs);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deletes: () => deletes,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
