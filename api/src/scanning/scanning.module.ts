import { Module } from '@nestjs/common';
import { ArrivalsModule } from '../arrivals/arrivals.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { OperatorAccessModule } from '../http/operator-access/operator-access.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { ThumbnailsModule } from '../thumbnails/thumbnails.module.js';
import { ScanningController } from './scanning.controller.js';
import { ScanningService } from './scanning.service.js';
import { ShareScans } from './share-scans.js';

/**
 * Malware scanning with clamd (CLAMAV_HOST): each file of a new share waits as `checking` until a job has
 * streamed it from storage to clamd, and opens then (docs/moderation.md). Without CLAMAV_HOST it defines no jobs
 * and files open as soon as they have arrived.
 */
@Module({
  imports: [FoldersModule, ArrivalsModule, StorageModule, AuditModule, OperatorAccessModule, ThumbnailsModule],
  controllers: [ScanningController],
  providers: [ShareScans, ScanningService],
  exports: [ScanningService],
})
export class ScanningModule {}
