// @ts-check
// A TCP proxy in front of the API whose client-to-server direction is slowed to one shared rate: a slow uplink to
// the server alone, while the browsers' own path to each other (WebRTC over loopback) stays fast. DevTools'
// throttle cannot do that: it slows a page's direct road as much as its uploads.
import { createConnection, createServer } from 'node:net';

/**
 * Listens on `port` (loopback), forwarding each connection to `targetPort`; bytes towards the target go out at
 * `bytesPerSecond` in all, however many connections carry them. Resolves { origin, close }.
 * @param {{ port: number, targetPort: number, bytesPerSecond: number }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startThrottledProxy({ port, targetPort, bytesPerSecond }) {
  /** When the shared uplink is free again (performance.now()). */
  let freeAt = performance.now();
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => (client.destroy(), upstream.destroy()));
    }
    upstream.pipe(client);
    client.on('data', (chunk) => {
      client.pause();
      const now = performance.now();
      freeAt = Math.max(now, freeAt) + (chunk.length / bytesPerSecond) * 1000;
      setTimeout(() => {
        upstream.write(chunk);
        client.resume();
      }, freeAt - now);
    });
    client.on('end', () => setTimeout(() => upstream.end(), Math.max(0, freeAt - performance.now())));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
