import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import { DatabaseLock } from './database-lock.js';
import { DatabaseLog } from './database-log.js';
import { DatabaseOutage } from './database-outage.js';
import { dataSourceOptions } from './data-source-options.js';
import { runMigrations } from './run-migrations.js';

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
      // Migrations run here rather than by `migrationsRun`, so that instances sharing a database take turns.
      dataSourceFactory: async (options?: DataSourceOptions) => {
        const dataSource = await new DataSource({ ...options!, migrationsRun: false }).initialize();
        try {
          await runMigrations(dataSource);
        } catch (error) {
          await dataSource.destroy();
          throw error;
        }
        return dataSource;
      },
    }),
  ],
  providers: [DatabaseLock],
  exports: [DatabaseLock],
})
export class DatabaseModule {}
