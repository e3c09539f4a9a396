import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { logInsteadOfThrowing } from './log-instead-of-throwing.js';

function spyOnErrors() {
  return jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
}

describe(logInsteadOfThrowing.name, () => {
  let logged: ReturnType<typeof spyOnErrors>;

  beforeEach(() => {
    logged = spyOnErrors();
  });

  afterEach(() => logged.mockRestore());

  it('runs the listener with its arguments', () => {
    const listener = jest.fn((..._args: unknown[]) => undefined);
    logInsteadOfThrowing('The test listener', listener)('a', 2);
    expect(listener).toHaveBeenCalledWith('a', 2);
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs what the listener throws instead of letting it out of the emitter', () => {
    const emitter = new EventEmitter();
    emitter.once(
      'close',
      logInsteadOfThrowing('The test listener', () => {
        throw new TypeError("Cannot read properties of null (reading 'remoteAddress')");
      }),
    );
    expect(() => emitter.emit('close')).not.toThrow();
    expect(logged).toHaveBeenCalledWith(
      "The test listener failed: Cannot read properties of null (reading 'remoteAddress')",
      expect.stringContaining('TypeError'),
    );
  });

  it('logs the rejection of a listener that returns a promise', async () => {
    logInsteadOfThrowing('The test listener', () => Promise.reject(new Error('gone')))();
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).toHaveBeenCalledWith('The test listener failed: gone', expect.any(String));
  });

  it('still does not throw when logging fails too', () => {
    logged.mockImplementation(() => {
      throw new Error('no log');
    });
    expect(() =>
      logInsteadOfThrowing('The test listener', () => {
        throw new Error('first');
      })(),
    ).not.toThrow();
  });
});
