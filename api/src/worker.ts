import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from './config/app-config.js';
import { WorkerModule } from './worker/worker.module.js';

/**
 * The worker process (`node dist/worker.js`, `npm run worker`): runs the background jobs the API processes
 * enqueue in Redis (REDIS_URL), WORKER_CONCURRENCY at a time per queue. Run at least one beside the API
 * instances; run more to share the load and to survive one being lost.
 */
async function bootstrap(): Promise<void> {
  // abortOnError off: a bad configuration should end with its message and exit code 1, not an abort.
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(process.env), { abortOnError: false });
  // On SIGTERM/SIGINT: take no more jobs, let the running ones finish, then close the database.
  worker.enableShutdownHooks();
  const config = worker.get(AppConfig);
  new Logger('Worker').log(`Sharecode worker is taking jobs, ${config.workerConcurrency} at a time per queue`);
}

bootstrap().catch((error: Error) => {
  console.error(`Sharecode worker could not start: ${error.message}`);
  process.exit(1);
});
