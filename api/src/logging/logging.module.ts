import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import type { Request, Response } from 'express';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../config/app-config.js';
import { httpLogOptions } from './http-log-options.js';

/**
 * JSON logs through pino (nestjs-pino) at LOG_LEVEL: an access-log line per HTTP request, and a request id
 * on every line logged while one runs. An entry point imports it and calls useJsonLogs (json-logs.ts); the
 * app itself keeps logging with Nest's `Logger`, which then writes here.
 */
@Module({})
export class LoggingModule {
  static forRoot(): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRootAsync<Request, Response>({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            pinoHttp: httpLogOptions(config.logLevel),
            // Every path, once: Nest itself adds the paths excluded from the global prefix (/s/…) to a wildcard
            // route, which nestjs-pino's default routes would add a second time, logging those requests twice.
            forRoutes: [{ path: '{/*splat}', method: RequestMethod.ALL }],
          }),
        }),
      ],
    };
  }
}
