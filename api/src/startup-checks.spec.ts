import { jest } from '@jest/globals';
import { createServer, type Server, type Socket } from 'node:net';
import { checkDatabase } from './database/database-startup-check.js';
import { RedisConnection } from './redis/redis-connection.js';

/** A dependency that will not talk: it takes each connection and hangs up at once, counting them. */
class HangingUp {
  connections = 0;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((socket) => {
    this.connections++;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.destroy();
  });

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * The start-up checks give up on a dependency that cannot be reached after their first attempt: the server
 * stops at once with one message, rather than after a series of retries (TypeORM's took 30 s). Counted here
 * by attempts, not by time; test/startup/startup-failures.api.spec.ts runs the built entry points.
 */
describe('start-up checks of a dependency that cannot be reached', () => {
  let dependency: HangingUp;
  let port: number;

  beforeEach(async () => {
    dependency = new HangingUp();
    port = await dependency.listen();
  });

  afterEach(() => dependency.close());

  it('PostgreSQL: one connection, then the error naming DATABASE_URL', async () => {
    await expect(checkDatabase(`postgres://sharecode:secret@127.0.0.1:${port}/sharecode`)).rejects.toThrow(
      `DATABASE_URL="postgres://sharecode:***@127.0.0.1:${port}/sharecode": PostgreSQL cannot be reached`,
    );
    expect(dependency.connections).toBe(1);
  });

  it('Redis: one connection, then the error naming REDIS_URL', async () => {
    // ioredis lets go of a closed connection on a 2 s timer of its own, which would outlive the test: timers are
    // Jest's here (and never run), sockets are real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date', 'hrtime', 'performance'] });
    try {
      await expect(RedisConnection.open(`redis://:secret@127.0.0.1:${port}`, 'test:')).rejects.toThrow(
        `REDIS_URL="redis://:***@127.0.0.1:${port}": Redis cannot be reached`,
      );
    } finally {
      jest.useRealTimers();
    }
    expect(dependency.connections).toBe(1);
  });
});
