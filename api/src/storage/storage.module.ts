import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { StorageService } from './storage.service.js';

@Module({
  providers: [
    {
      provide: StorageService,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.filesDir),
    },
  ],
  exports: [StorageService],
})
export class StorageModule {}
