import { Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import { type Logger as Pino, pino } from 'pino';
import { AppConfig } from '../config/app-config.js';
import { JsonLogger } from './json-logger.js';
import { logDestination } from './log-destination.js';
import { ACCESS_LOG_OPTIONS, LOG_OPTIONS } from './log-options.js';
import { requestFields } from './request-context.js';

/**
 * The process's loggers at LOG_LEVEL, JSON lines on stdout: the app's, which Nest's `Logger` writes through
 * (every line logged while a request runs carries its `requestId`), and the access log's (access-log.ts).
 */
@Injectable()
export class ProcessLoggers implements OnModuleDestroy {
  readonly app: JsonLogger;
  readonly access: Pino;

  constructor(config: AppConfig) {
    const destination = logDestination();
    this.app = new JsonLogger(pino({ ...LOG_OPTIONS, level: config.logLevel, mixin: requestFields }, destination));
    this.access = pino({ ...ACCESS_LOG_OPTIONS, level: config.logLevel }, destination);
  }

  /** The first of the shutdown hooks: from here on every line is written as it comes (see logDestination). */
  onModuleDestroy(): void {
    logDestination().writeThrough();
  }
}

/**
 * JSON logs through pino at LOG_LEVEL. An entry point imports it and calls useJsonLogs (json-logs.ts), and
 * an HTTP one useAccessLog too; the app itself keeps logging with Nest's `Logger`, which then writes here.
 */
@Module({ providers: [ProcessLoggers], exports: [ProcessLoggers] })
export class LoggingModule {}
