import { Module } from '@nestjs/common';
import { FoldersModule } from '../folders/folders.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { ResumableUploadSweeper } from './resumable-upload-sweeper.js';
import { ResumableUploadsController } from './resumable-uploads.controller.js';
import { ResumableUploadsRepository } from './resumable-uploads.repository.js';
import { ResumableUploadsService } from './resumable-uploads.service.js';
import { UploadWriteLock } from './upload-write-lock.js';

/**
 * Uploads that resume instead of restarting (issue 6). A small chunk protocol of our own rather than tus
 * (@tus/server + tus-js-client), because:
 * - the client uploads from the page and from the service worker (Background Sync), and tus-js-client's
 *   browser transport is XMLHttpRequest, which service workers do not have; ours is plain fetch/XHR;
 * - one upload carries a whole share: its files are one byte sequence with one offset, so a folder of many
 *   small files needs few requests and resumes from one number, where tus needs an upload per file;
 * - bytes stay behind StorageService (its partial objects), where @tus/file-store writes a directory of its
 *   own; and validation, rate limits, errors and OpenAPI work as on every other route.
 * Like tus it keeps the bytes of an interrupted request, so a resumed upload resends less than a chunk.
 */
@Module({
  imports: [FoldersModule, StorageModule],
  controllers: [ResumableUploadsController],
  providers: [ResumableUploadsRepository, ResumableUploadsService, ResumableUploadSweeper, UploadWriteLock],
})
export class ResumableUploadsModule {}
