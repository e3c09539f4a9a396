// First: stops at once on a Node other than the supported line (see the module).
import './supported-node.js';
import 'reflect-metadata';
import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from './config/app-config.js';
import { exitOnStartupFailure, jsonLogsAtStartup, useJsonLogs } from './logging/json-logs.js';
import { StartupLogger } from './logging/startup-logger.js';
import { LoggingModule } from './logging/logging.module.js';
import { checkBeforeStart } from './startup-checks.js';
import { WorkerModule } from './worker/worker.module.js';

/** The worker process: the worker role, plus what belongs to the process (its JSON logs). */
@Module({})
class WorkerProcessModule {
  static forRoot(): DynamicModule {
    return { module: WorkerProcessModule, imports: [WorkerModule.forRoot(process.env), LoggingModule] };
  }
}

/**
 * The worker process (`node dist/worker.js`, `npm run worker`): runs the background jobs the API processes
 * enqueue in Redis (REDIS_URL), WORKER_CONCURRENCY at a time per queue. Run at least one beside the API
 * instances; run more to share the load and to survive one being lost.
 */
async function bootstrap(): Promise<void> {
  // As the API does (main.ts): a bad variable, or a database or bucket it cannot reach, ends start-up in one line.
  Logger.overrideLogger(new StartupLogger());
  await checkBeforeStart(process.env);
  const worker = await NestFactory.createApplicationContext(WorkerProcessModule.forRoot(), jsonLogsAtStartup());
  useJsonLogs(worker);
  // On SIGTERM/SIGINT: take no more jobs, let the running ones finish, then close the database.
  worker.enableShutdownHooks();
  const config = worker.get(AppConfig);
  new Logger('Worker').log(`Sharecode worker is taking jobs, ${config.workerConcurrency} at a time per queue`);
}

bootstrap().catch(exitOnStartupFailure('Sharecode worker'));
