import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage } from './s3-storage.js';
import { StorageService } from './storage.service.js';

/** Folder inside DATA_DIR holding partial objects (resumable uploads in progress). */
export const STAGING_DIR_NAME = 'staging';

/** The backend follows the configuration alone: a bucket when S3_BUCKET is set, local disk under DATA_DIR otherwise. */
@Module({
  providers: [
    {
      provide: StorageService,
      inject: [AppConfig, Metrics],
      useFactory: (config: AppConfig, metrics: Metrics) =>
        config.s3
          ? new S3Storage(config.s3, Math.max(config.maxUploadBytes, config.e2eMaxBytes), metrics)
          : new LocalDiskStorage(config.filesDir, join(config.dataDir, STAGING_DIR_NAME), metrics),
    },
  ],
  exports: [StorageService],
})
export class StorageModule {}
