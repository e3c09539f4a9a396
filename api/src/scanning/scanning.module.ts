import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { OperatorsModule } from '../operators/operators.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { ScanningController } from './scanning.controller.js';
import { ScanningService } from './scanning.service.js';
import { ShareScans } from './share-scans.js';

/**
 * Malware scanning with clamd (CLAMAV_HOST): new shares wait as `checking` until a job has streamed their files
 * from storage to clamd (docs/moderation.md). Without CLAMAV_HOST it defines no jobs and shares open at once.
 */
@Module({
  imports: [FoldersModule, StorageModule, AuditModule, OperatorsModule],
  controllers: [ScanningController],
  providers: [ShareScans, ScanningService],
  exports: [ScanningService],
})
export class ScanningModule {}
