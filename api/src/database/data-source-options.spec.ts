import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import { DatabaseLog } from './database-log.js';
import { DatabaseOutage } from './database-outage.js';
import { dataSourceOptions } from './data-source-options.js';

describe('SQLite as the data source opens it', () => {
  let directory: string;
  let dataSource: DataSource;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'sharecode-sqlite-'));
    const config = { databaseUrl: undefined, sqliteFile: join(directory, 'sharecode.sqlite') } as AppConfig;
    const outage = new DatabaseOutage();
    dataSource = new DataSource(dataSourceOptions(config, { log: new DatabaseLog(outage, new Metrics()), outage }));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await rm(directory, { recursive: true, force: true });
  });

  it('keeps a committed write across a power cut: write-ahead log, synced at every commit', async () => {
    expect(await dataSource.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    // 2 is FULL.
    expect(await dataSource.query('PRAGMA synchronous')).toEqual([{ synchronous: 2 }]);
  });

  it('keeps what TypeORM sets itself', async () => {
    expect(await dataSource.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    expect(await dataSource.query('PRAGMA busy_timeout')).toEqual([{ timeout: 5000 }]);
  });
});
