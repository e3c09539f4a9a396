import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { logUncaughtBeforeExit } from './json-logs.js';

const EVENT = 'uncaughtExceptionMonitor';

describe(logUncaughtBeforeExit.name, () => {
  let added: ReturnType<typeof process.listeners>;
  let handlersBefore: number;
  const fatal = jest.spyOn(Logger.prototype, 'fatal').mockImplementation(() => undefined);

  beforeEach(() => {
    const before = process.listeners(EVENT);
    handlersBefore = process.listenerCount('uncaughtException');
    logUncaughtBeforeExit();
    added = process.listeners(EVENT).filter((listener) => !before.includes(listener));
  });

  afterEach(() => {
    for (const listener of added) process.off(EVENT, listener);
    fatal.mockClear();
  });

  afterAll(() => fatal.mockRestore());

  it('writes one fatal line naming the exception, without keeping the process alive', () => {
    // A monitor only watches: with no 'uncaughtException' handler added, Node still ends the process.
    expect(added).toHaveLength(1);
    expect(process.listenerCount('uncaughtException')).toBe(handlersBefore);
    process.emit(EVENT, new TypeError("Cannot read properties of null (reading 'remoteAddress')"), 'uncaughtException');
    expect(fatal).toHaveBeenCalledWith(
      "An uncaught exception ends the process: Cannot read properties of null (reading 'remoteAddress')",
      expect.stringContaining('TypeError'),
    );
  });

  it('says so when it was a rejection nobody handled', () => {
    process.emit(EVENT, new Error('lost'), 'unhandledRejection');
    expect(fatal).toHaveBeenCalledWith('A promise rejection nobody handled ends the process: lost', expect.any(String));
  });
});
