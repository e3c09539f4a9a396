import { Module } from '@nestjs/common';
import { FileRequestsModule } from '../file-requests/file-requests.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { ActiveDownloadsModule } from '../active-downloads/active-downloads.module.js';
import { CleanupService } from './cleanup.service.js';

@Module({
  imports: [FoldersModule, FileRequestsModule, StorageModule, ActiveDownloadsModule],
  providers: [CleanupService],
  exports: [CleanupService],
})
export class CleanupModule {}
