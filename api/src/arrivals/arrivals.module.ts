import { Module } from '@nestjs/common';
import { FoldersModule } from '../folders/folders.module.js';
import { FolderArrivals } from './folder-arrivals.js';
import { ArrivalProgressController } from './progress/arrival-progress.controller.js';
import { ArrivalProgressService } from './progress/arrival-progress.service.js';

/**
 * Files arriving in a share while its upload runs (docs/instant-share.md): what resumable uploads and malware
 * scans record as each file's bytes come in, are checked and scanned, and the moment the last one arrived, which
 * starts the share's retention. The rows are the folders module's (its ArrivalsRepository holds the queries, and
 * the state they move through is its `arrival.ts`); and what recipients' pages follow of it (`progress/`), read
 * from the same rows.
 */
@Module({
  imports: [FoldersModule],
  controllers: [ArrivalProgressController],
  providers: [FolderArrivals, ArrivalProgressService],
  exports: [FolderArrivals, ArrivalProgressService],
})
export class ArrivalsModule {}
