import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActiveDownloadsModule } from '../cleanup/active-downloads.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { DownloadsService } from './downloads/downloads.service.js';
import { FolderFile } from './folder-file.entity.js';
import { Folder } from './folder.entity.js';
import { CodeGuessBudget } from './guessing/code-guess-budget.js';
import { CodeLookups } from './guessing/code-lookups.js';
import { ProofOfWork } from './guessing/proof-of-work.js';
import { ShareLookupsService } from './lookups/share-lookups.service.js';
import { SharePageController } from './lookups/share-page.controller.js';
import { SharesController } from './lookups/shares.controller.js';
import { OpenCounter } from './manage/open-counter.js';
import { ShareManagementController } from './manage/share-management.controller.js';
import { ShareManagementService } from './manage/share-management.service.js';
import { OwnedSharesRepository } from './owned-shares.repository.js';
import { ShareGrants } from './password/share-grants.js';
import { SharePasswordGate } from './password/share-password-gate.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { ShareCache } from './share-cache.js';
import { ShareLinks } from './share-links.js';
import { SharesRepository } from './shares.repository.js';
import { SharesService } from './shares.service.js';

/**
 * Shares: their files, codes, links and expiry, looked up (by code under the guessing budget, or by link) and
 * downloaded. The only module that queries the `folders` and `folder_files` tables; others go through the
 * services and repositories it exports.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Folder, FolderFile]), StorageModule, ActiveDownloadsModule],
  controllers: [SharesController, SharePageController, ShareManagementController],
  providers: [
    SharesRepository,
    OwnedSharesRepository,
    SharesService,
    ShareLookupsService,
    ShareManagementService,
    OpenCounter,
    SharePasswordGate,
    ShareGrants,
    PasswordHasher,
    DownloadsService,
    ShareLinks,
    ShareCache,
    CodeGuessBudget,
    CodeLookups,
    ProofOfWork,
  ],
  exports: [SharesService, SharesRepository, OwnedSharesRepository, ShareLinks],
})
export class SharesModule {}
