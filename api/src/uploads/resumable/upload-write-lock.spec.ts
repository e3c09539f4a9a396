import { jest } from '@jest/globals';
import { UploadWriteLock } from './upload-write-lock.js';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe(UploadWriteLock.name, () => {
  it('cuts off the running request of an upload and starts the newer one after it settled', async () => {
    const lock = new UploadWriteLock();
    const events: string[] = [];
    const first = deferred();
    const older = { destroy: jest.fn(() => first.resolve()) };
    const running = lock.run('u1', older, async () => {
      events.push('first started');
      await first.promise;
      events.push('first settled');
      return 1;
    });
    await Promise.resolve();
    const newer = lock.run('u1', { destroy: jest.fn() }, () => {
      events.push('second started');
      return Promise.resolve(2);
    });
    expect(older.destroy).toHaveBeenCalled();
    expect(await running).toBe(1);
    expect(await newer).toBe(2);
    expect(events).toEqual(['first started', 'first settled', 'second started']);
  });

  it('lets different uploads write side by side, and runs after a failed request', async () => {
    const lock = new UploadWriteLock();
    const slow = deferred();
    const a = lock.run('a', { destroy: jest.fn() }, () => slow.promise.then(() => 'a'));
    const other = { destroy: jest.fn() };
    expect(await lock.run('b', other, () => Promise.resolve('b'))).toBe('b');
    expect(other.destroy).not.toHaveBeenCalled();
    slow.resolve();
    expect(await a).toBe('a');

    await expect(lock.run('a', { destroy: jest.fn() }, () => Promise.reject(new Error('cut')))).rejects.toThrow('cut');
    expect(await lock.run('a', { destroy: jest.fn() }, () => Promise.resolve('again'))).toBe('again');
  });
});
