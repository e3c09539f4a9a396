import type { LoggerService } from '@nestjs/common';
import { type Logger as Pino, pino } from 'pino';
import { LOG_OPTIONS, logDestination } from './log-options.js';

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * The context Nest logs a failed start-up's error under, with its stack. Not written: the entry point's catch
 * (exitOnStartupFailure) says it in one line a person reads, and a stack there only hides it.
 */
const NEST_EXCEPTION_HANDLER = 'ExceptionHandler';

/**
 * Nest's logger until the app's own is ready (the configuration, and with it LOG_LEVEL, is read during
 * start-up), and for a start-up that fails: the same JSON lines at info level. Nest passes the context
 * (the class that logged) as the last argument, and an error's stack before it.
 */
export class StartupLogger implements LoggerService {
  private readonly pino: Pino = pino({ ...LOG_OPTIONS, level: 'info' }, logDestination());

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    const context = params.at(-1);
    if (context === NEST_EXCEPTION_HANDLER) return;
    const stack = params.length > 1 ? params[0] : undefined;
    const fields = {
      ...(typeof context === 'string' ? { context } : {}),
      ...(typeof stack === 'string' ? { stack } : {}),
    };
    if (message instanceof Error) this.pino[level]({ ...fields, err: message }, message.message);
    else this.pino[level](fields, typeof message === 'string' ? message : JSON.stringify(message));
  }
}
