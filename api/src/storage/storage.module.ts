import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { StorageService } from './storage.service.js';

/** Folder inside DATA_DIR holding partial objects (resumable uploads in progress). */
export const STAGING_DIR_NAME = 'staging';

@Module({
  providers: [
    {
      provide: StorageService,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.filesDir, join(config.dataDir, STAGING_DIR_NAME)),
    },
  ],
  exports: [StorageService],
})
export class StorageModule {}
