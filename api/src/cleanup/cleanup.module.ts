import { Module } from '@nestjs/common';
import { FoldersModule } from '../folders/folders.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { CleanupService } from './cleanup.service.js';

@Module({
  imports: [FoldersModule, StorageModule],
  providers: [CleanupService],
  exports: [CleanupService],
})
export class CleanupModule {}
