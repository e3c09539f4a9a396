import { once } from 'node:events';
import { createServer } from 'node:net';

/** A loopback port nothing listens on right now, for a server the test starts (and may restart) there. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
