import { type INestApplicationContext, Logger, type NestApplicationOptions } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { accessLog } from './access-log.js';
import { ProcessLoggers } from './logging.module.js';
import { StartupLogger } from './startup-logger.js';

/**
 * NestFactory options for an entry point that logs JSON: start-up lines are held until useJsonLogs hands
 * them to the configured logger, and a start-up that fails writes them as JSON all the same. abortOnError
 * off: a bad configuration ends with its message and exit code 1, not an abort.
 */
export function jsonLogsAtStartup(): NestApplicationOptions {
  return { bufferLogs: true, logger: new StartupLogger(), abortOnError: false };
}

/** From here on every Nest `Logger` writes JSON at LOG_LEVEL (the app must import LoggingModule). */
export function useJsonLogs(app: INestApplicationContext): void {
  app.useLogger(app.get(ProcessLoggers).app);
}

/**
 * An access-log line for every request, and the request's id on every line logged while it runs. Call it
 * before any other middleware is mounted, so that every request is logged, whoever answers it.
 */
export function useAccessLog(app: NestExpressApplication): void {
  app.use(accessLog(app.get(ProcessLoggers).access));
}

/**
 * The catch of an entry point's start-up: one fatal line naming what could not start and why, then exit
 * code 1. It goes through whichever logger Nest has at that moment, so it is JSON either way.
 */
export function exitOnStartupFailure(what: string): (error: unknown) => never {
  return (error) => {
    new Logger('Bootstrap').fatal(`${what} could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  };
}

/**
 * One fatal line for an exception nothing caught (or a rejection nobody handled), in the JSON logs rather than
 * only as a stack on stderr, as the process ends the way Node ends it. Only logged, never survived: after an
 * uncaught exception the process's state is unknown (Node's documentation warns against going on), so request-
 * scoped listeners are made unable to throw instead (logInsteadOfThrowing), and a supervisor restarts the process.
 */
export function logUncaughtBeforeExit(): void {
  process.on('uncaughtExceptionMonitor', (error: unknown, origin: NodeJS.UncaughtExceptionOrigin) => {
    const what = origin === 'unhandledRejection' ? 'A promise rejection nobody handled' : 'An uncaught exception';
    const message = error instanceof Error ? error.message : String(error);
    new Logger('Process').fatal(`${what} ends the process: ${message}`, (error as Error | undefined)?.stack);
  });
}
