import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { fixHeapGrowth } from './common/heap-growth.js';
import { AppConfig } from './config/app-config.js';
import { configureApp } from './configure-app.js';

async function bootstrap(): Promise<void> {
  fixHeapGrowth();
  // abortOnError off: a bad configuration should end with its message and exit code 1, not an abort.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(process.env), { abortOnError: false });
  configureApp(app);
  // On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then close the database.
  app.enableShutdownHooks();
  const config = app.get(AppConfig);
  await app.listen(config.port);
  new Logger('Bootstrap').log(`Sharecode is listening on port ${config.port}; share links use ${config.publicUrl}`);
}

bootstrap().catch((error: Error) => {
  console.error(`Sharecode could not start: ${error.message}`);
  process.exit(1);
});
