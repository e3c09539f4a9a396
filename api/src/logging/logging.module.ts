import { Injectable, Module } from '@nestjs/common';
import { type Logger as Pino, pino } from 'pino';
import { AppConfig } from '../config/app-config.js';
import { JsonLogger } from './json-logger.js';
import { ACCESS_LOG_OPTIONS, LOG_OPTIONS, logDestination } from './log-options.js';
import { requestFields } from './request-context.js';

/**
 * The process's loggers at LOG_LEVEL, JSON lines on stdout: the app's, which Nest's `Logger` writes through
 * (every line logged while a request runs carries its `requestId`), and the access log's (access-log.ts).
 */
@Injectable()
export class ProcessLoggers {
  readonly app: JsonLogger;
  readonly access: Pino;

  constructor(config: AppConfig) {
    const destination = logDestination();
    this.app = new JsonLogger(pino({ ...LOG_OPTIONS, level: config.logLevel, mixin: requestFields }, destination));
    this.access = pino({ ...ACCESS_LOG_OPTIONS, level: config.logLevel }, destination);
  }
}

/**
 * JSON logs through pino at LOG_LEVEL. An entry point imports it and calls useJsonLogs (json-logs.ts), and
 * an HTTP one useAccessLog too; the app itself keeps logging with Nest's `Logger`, which then writes here.
 */
@Module({ providers: [ProcessLoggers], exports: [ProcessLoggers] })
export class LoggingModule {}
