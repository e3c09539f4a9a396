import type { DataSource } from 'typeorm';
import { DatabaseLock } from './database-lock.js';

function sqliteLock(): DatabaseLock {
  return new DatabaseLock({ options: { type: 'sqlite' } } as DataSource);
}

/** A unit of work that records when it runs and finishes only when told to. */
function step(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`${name} start`);
      await done;
      log.push(`${name} end`);
    },
    finish: () => finish(),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe(DatabaseLock.name, () => {
  it('runs reads side by side', async () => {
    const lock = sqliteLock();
    const log: string[] = [];
    const first = step(log, 'read 1');
    const second = step(log, 'read 2');
    const running = [lock.read(first.work), lock.read(second.work)];
    await flush();
    expect(log).toEqual(['read 1 start', 'read 2 start']);
    first.finish();
    second.finish();
    await Promise.all(running);
  });

  it('runs a write alone, after the reads before it and before the reads after it', async () => {
    const lock = sqliteLock();
    const log: string[] = [];
    const before = step(log, 'read before');
    const write = step(log, 'write');
    const after = step(log, 'read after');
    const running = [lock.read(before.work), lock.write(write.work), lock.read(after.work)];
    await flush();
    expect(log).toEqual(['read before start']);
    before.finish();
    await flush();
    expect(log).toEqual(['read before start', 'read before end', 'write start']);
    write.finish();
    await flush();
    expect(log.slice(-2)).toEqual(['write end', 'read after start']);
    after.finish();
    await Promise.all(running);
  });

  it('releases the lock when work fails', async () => {
    const lock = sqliteLock();
    await expect(lock.write(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.write(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('passes straight through on PostgreSQL', async () => {
    const lock = new DatabaseLock({ options: { type: 'postgres' } } as DataSource);
    const log: string[] = [];
    const write = step(log, 'write 1');
    const other = step(log, 'write 2');
    const running = [lock.write(write.work), lock.write(other.work)];
    await flush();
    expect(log).toEqual(['write 1 start', 'write 2 start']);
    write.finish();
    other.finish();
    await Promise.all(running);
  });
});
