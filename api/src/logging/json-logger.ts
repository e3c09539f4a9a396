import type { LoggerService } from '@nestjs/common';
import type { Level, Logger as Pino } from 'pino';

/**
 * Nest's own start-up narration: each module initialised, each controller and each of its ~100 routes mapped,
 * the application started. Written at debug, so that a start at info says only what Sharecode says.
 */
const START_UP_NARRATION = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/**
 * Nest's `Logger` written as JSON lines through pino. Nest passes the context (the class that logged) as the
 * last argument, and an error's stack before it; an Error logged as the message keeps its type and stack
 * (LOG_OPTIONS' `err` serializer).
 */
export class JsonLogger implements LoggerService {
  constructor(private readonly pino: Pino) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write(START_UP_NARRATION.has(params.at(-1) as string) ? 'debug' : 'info', message, params);
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

  /** Whether a line of the context `context` is written at all (StartupLogger leaves some out). */
  protected writes(_context: unknown): boolean {
    return true;
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const context = params.at(-1);
    if (!this.writes(context)) return;
    const stack = params.length > 1 ? params[0] : undefined;
    const fields = {
      ...(typeof context === 'string' ? { context } : {}),
      ...(typeof stack === 'string' ? { stack } : {}),
    };
    if (message instanceof Error) this.pino[level]({ ...fields, err: message }, message.message);
    else this.pino[level](fields, typeof message === 'string' ? message : JSON.stringify(message));
  }
}
