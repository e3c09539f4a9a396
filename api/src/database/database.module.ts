import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import { DatabaseLock } from './database-lock.js';
import { DatabaseLog } from './database-log.js';
import { DatabaseOutage } from './database-outage.js';
import { dataSourceOptions } from './data-source-options.js';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig, Metrics],
      useFactory: (config: AppConfig, metrics: Metrics) => {
        const outage = new DatabaseOutage();
        const log = new DatabaseLog(outage, metrics);
        // No retries: a database that cannot be reached at start-up stops the server at once (checkDatabase has
        // named DATABASE_URL already), rather than after ten retries, each logged with its stack.
        return { ...dataSourceOptions(config, { log, outage }), autoLoadEntities: true, toRetry: () => false };
      },
    }),
  ],
  providers: [DatabaseLock],
  exports: [DatabaseLock],
})
export class DatabaseModule {}
