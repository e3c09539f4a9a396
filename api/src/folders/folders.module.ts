import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { DownloadsService } from './downloads.service.js';
import { FoldersController } from './folders.controller.js';
import { FoldersRepository } from './folders.repository.js';
import { FoldersService } from './folders.service.js';
import { SharePageController } from './share-page.controller.js';
import { ShareCache } from './share-cache.js';
import { ShareLinks } from './share-links.js';
import { SharesService } from './shares.service.js';
import { UploadController } from './upload.controller.js';
import { UploadsService } from './uploads.service.js';

@Module({
  imports: [StorageModule],
  controllers: [UploadController, FoldersController, SharePageController],
  providers: [
    FoldersRepository,
    SharesService,
    FoldersService,
    UploadsService,
    DownloadsService,
    ShareLinks,
    ShareCache,
  ],
  exports: [FoldersRepository, SharesService, ShareLinks, UploadsService],
})
export class FoldersModule {}
