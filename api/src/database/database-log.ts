import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';
import type { Metrics } from '../metrics/metrics.js';
import { isConnectionFailure, isDiskFull } from './database-errors.js';
import type { DatabaseOutage } from './database-outage.js';

/**
 * What TypeORM reports, through the app's logger. Failed queries are not logged here (unique violations are
 * expected during code allocation, and every failure a request sees reaches the exception filter, which logs
 * it); what is noted here is what no single request can tell: a connection that broke starts an outage (logged
 * once), and a full disk counts in metrics. Warnings and migrations are logged; queries are not.
 */
export class DatabaseLog implements TypeOrmLogger {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly outage: DatabaseOutage,
    private readonly metrics: Metrics,
  ) {}

  logQueryError(error: string | Error): void {
    if (isConnectionFailure(error)) this.outage.failed(error);
    else if (isDiskFull(error)) this.metrics.storageErrors.inc({ kind: 'full' });
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }

  logQuery(): void {}

  logQuerySlow(): void {}

  logSchemaBuild(): void {}
}
