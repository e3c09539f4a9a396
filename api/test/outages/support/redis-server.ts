import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { eventually } from '../../support/poll.js';

/** Debian's redis-server (installed by scripts/with-test-redis.sh), in memory only, on `port`. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await eventually(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = createServer().listen(port, '127.0.0.1');
        // Listening succeeds only while Redis does not hold the port yet.
        socket.on('listening', () => socket.close(() => resolve(false)));
        socket.on('error', () => resolve(true));
      }),
    'redis-server listens',
  );
  return server;
}

export async function stopRedis(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGKILL');
  await once(server, 'exit');
}
