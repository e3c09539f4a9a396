import { Module } from '@nestjs/common';
import { SharesModule } from '../shares/shares.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { ActiveDownloadsModule } from './active-downloads.module.js';
import { CleanupService } from './cleanup.service.js';

@Module({
  imports: [SharesModule, StorageModule, ActiveDownloadsModule],
  providers: [CleanupService],
  exports: [CleanupService],
})
export class CleanupModule {}
