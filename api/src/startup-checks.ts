import { ConfigService } from '@nestjs/config';
import { AppConfig, ENVIRONMENT_CONFIG_KEY } from './config/app-config.js';
import type { EnvironmentSource } from './config/environment.js';
import { validateEnvironment } from './config/validate-environment.js';
import { checkDatabase } from './database/database-startup-check.js';
import { checkBucket } from './storage/bucket-startup-check.js';

/**
 * What an entry point checks before it builds its app: a configuration it can use, and the database and bucket
 * it names, each failure in one message naming the variables. Before the app, because once it is being built
 * a failure is also reported by the framework (with its stack) and by the outage trackers meant for later.
 * Redis is checked by the app itself (RedisConnection.open), just as plainly.
 */
export async function checkBeforeStart(source: EnvironmentSource): Promise<void> {
  const config = new AppConfig(new ConfigService({ [ENVIRONMENT_CONFIG_KEY]: validateEnvironment(source) }));
  await checkDatabase(config.databaseUrl);
  await checkBucket(config.s3);
}
