import { Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArrivalsModule } from '../arrivals/arrivals.module.js';
import { PasswordHashingModule } from '../password-hashing/password-hashing.module.js';
import { sharedThroughRedis } from '../redis/shared-through-redis.js';
import { BlockedFilesModule } from '../blocked-files/blocked-files.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { ScanningModule } from '../scanning/scanning.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { ThumbnailsModule } from '../thumbnails/thumbnails.module.js';
import { digestThread } from './digest/digest-thread.js';
import { ArrivalChecks } from './resumable/arrival-checks.js';
import { ResumableShares } from './resumable/resumable-shares.js';
import { ResumableUploadFile } from './resumable/resumable-upload-file.entity.js';
import { ResumableUpload } from './resumable/resumable-upload.entity.js';
import { ResumableUploadSweeper } from './resumable/resumable-upload-sweeper.js';
import { ResumableUploadsController } from './resumable/resumable-uploads.controller.js';
import { ResumableUploadsRepository } from './resumable/resumable-uploads.repository.js';
import { ResumableUploadOpenings } from './resumable/resumable-upload-openings.js';
import { ResumableUploadsService } from './resumable/resumable-uploads.service.js';
import { UploadTargets } from './resumable/upload-targets.js';
import { SharedUploadWriteLock } from './resumable/shared-upload-write-lock.js';
import { UploadWriteLock } from './resumable/upload-write-lock.js';
import { UploadController } from './upload.controller.js';
import { UploadsService } from './uploads.service.js';

/** Chunks of one upload may reach any instance: with REDIS_URL set, the write lock spans them all. */
const uploadWriteLock = sharedThroughRedis(
  UploadWriteLock,
  () => new UploadWriteLock(),
  (redis) => new SharedUploadWriteLock(redis),
);

/**
 * Every way bytes come in: one multipart request (`/api/upload`), answered once the share is complete, or a
 * resumable upload in chunks (`/api/resumable-uploads`, in resumable/), whose share opens as soon as it is
 * announced and whose files open one by one as each arrives (docs/instant-share.md). Both stream into storage,
 * check the paths, and hand the folders module typed files to record as a share.
 *
 * Resumable uploads resume instead of restarting. A small chunk protocol of our own rather than tus
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
  imports: [
    TypeOrmModule.forFeature([ResumableUpload, ResumableUploadFile]),
    FoldersModule,
    ArrivalsModule,
    StorageModule,
    PasswordHashingModule,
    BlockedFilesModule,
    ScanningModule,
    ThumbnailsModule,
  ],
  controllers: [UploadController, ResumableUploadsController],
  providers: [
    UploadsService,
    ResumableUploadsRepository,
    ResumableUploadsService,
    ResumableUploadOpenings,
    ResumableShares,
    UploadTargets,
    ArrivalChecks,
    ResumableUploadSweeper,
    uploadWriteLock,
  ],
  // What another module needs to fill a target of its own through resumable uploads (upload-target.ts).
  exports: [ResumableUploadOpenings, UploadTargets],
})
export class UploadsModule implements OnApplicationShutdown {
  onApplicationShutdown(): Promise<void> {
    return digestThread.stop();
  }
}
