import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FoldersModule } from '../folders/folders.module.js';
import { OperatorAccessModule } from '../http/operator-access/operator-access.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { FileThumbnail } from './file-thumbnail.entity.js';
import { OperatorThumbnailsController } from './operator-thumbnails.controller.js';
import { ThumbnailJobs } from './thumbnail-jobs.js';
import { ThumbnailMaker } from './thumbnail-maker.js';
import { ThumbnailsController } from './thumbnails.controller.js';
import { ThumbnailsRepository } from './thumbnails.repository.js';
import { ThumbnailsService } from './thumbnails.service.js';

/**
 * Thumbnails of the photos of plain shares (docs/gallery.md): asked for as each file opens (uploads, scanning),
 * made by jobs on the worker with sharp, stored beside the files and removed with them, handed out through the
 * share's link and to the operator console. The only module that queries `file_thumbnails`. Encrypted shares
 * carry their own, made in the sender's browser; videos get theirs from the recipient's browser.
 */
@Module({
  imports: [TypeOrmModule.forFeature([FileThumbnail]), FoldersModule, StorageModule, OperatorAccessModule],
  controllers: [ThumbnailsController, OperatorThumbnailsController],
  providers: [ThumbnailsRepository, ThumbnailMaker, ThumbnailJobs, ThumbnailsService],
  exports: [ThumbnailsService],
})
export class ThumbnailsModule {}
