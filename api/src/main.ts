// First: stops at once on a Node other than the supported line (see the module).
import './supported-node.js';
import 'reflect-metadata';
import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { fixHeapGrowth } from './common/heap-growth.js';
import { AppConfig } from './config/app-config.js';
import { configureApp } from './configure-app.js';
import {
  exitOnStartupFailure,
  jsonLogsAtStartup,
  logUncaughtBeforeExit,
  useAccessLog,
  useJsonLogs,
} from './logging/json-logs.js';
import { StartupLogger } from './logging/startup-logger.js';
import { LoggingModule } from './logging/logging.module.js';
import { MetricsServerModule } from './metrics/metrics-server.module.js';
import { checkBeforeStart } from './startup-checks.js';

/** The API process: the app, plus what belongs to the process rather than the app (its logs, its metrics port). */
@Module({})
class ApiProcessModule {
  static forRoot(): DynamicModule {
    return {
      module: ApiProcessModule,
      imports: [AppModule.forRoot(process.env), LoggingModule, MetricsServerModule],
    };
  }
}

async function bootstrap(): Promise<void> {
  fixHeapGrowth();
  // Before the app is built: a bad variable, or a database or bucket it cannot reach, ends start-up at once in
  // one line naming the variable.
  Logger.overrideLogger(new StartupLogger());
  await checkBeforeStart(process.env);
  const app = await NestFactory.create<NestExpressApplication>(ApiProcessModule.forRoot(), jsonLogsAtStartup());
  useJsonLogs(app);
  logUncaughtBeforeExit();
  useAccessLog(app);
  configureApp(app);
  // On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then close the database.
  app.enableShutdownHooks();
  const config = app.get(AppConfig);
  await app.listen(config.port);
  new Logger('Bootstrap').log(`Sharecode is listening on port ${config.port}; share links use ${config.publicUrl}`);
}

bootstrap().catch(exitOnStartupFailure('Sharecode'));
