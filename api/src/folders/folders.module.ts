import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActiveDownloadsModule } from '../active-downloads/active-downloads.module.js';
import { PasswordHashingModule } from '../password-hashing/password-hashing.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { ArrivalsRepository } from './arrivals.repository.js';
import { DirectOnlyShares } from './direct-only/direct-only-shares.js';
import { DownloadsController } from './downloads/downloads.controller.js';
import { ArrivingFiles } from './downloads/arriving-file.js';
import { DownloadsService } from './downloads/downloads.service.js';
import { StoredReads } from './downloads/stored-reads.js';
import { ZipDownloadsService } from './downloads/zip-downloads.service.js';
import { ReadyFiles } from './downloads/ready-files.js';
import { FolderCache } from './folder-cache.js';
import { EndedFolder } from './endings/ended-folder.entity.js';
import { FolderEndings } from './endings/folder-endings.js';
import { FolderEndingsRepository } from './endings/folder-endings.repository.js';
import { RemovedFolderFiles } from './endings/removed-folder-files.js';
import { TombstoneSweep } from './endings/tombstone-sweep.js';
import { FolderBytes } from './folder-bytes.js';
import { FolderFile } from './folder-file.entity.js';
import { FolderLinks } from './folder-links.js';
import { Folder } from './folder.entity.js';
import { FolderSweepsRepository } from './folder-sweeps.repository.js';
import { FoldersRepository } from './folders.repository.js';
import { FoldersService } from './folders.service.js';
import { FolderCacheMetric, LiveFoldersMetric } from './folder-metrics.js';
import { CodeGuessBudget } from './guessing/code-guess-budget.js';
import { CodeLookups } from './guessing/code-lookups.js';
import { RequestCodesSlot } from './lookups/request-codes.js';
import { ProofOfWork } from './guessing/proof-of-work.js';
import { FolderLookupsController } from './lookups/folder-lookups.controller.js';
import { FolderLookupsService } from './lookups/folder-lookups.service.js';
import { FolderPageController } from './lookups/folder-page.controller.js';
import { OpenCounter } from './manage/open-counter.js';
import { OwnedFoldersRepository } from './owned-folders.repository.js';
import { FolderGrants } from './password/folder-grants.js';
import { FolderPasswordGate } from './password/folder-password-gate.js';
import { ShareChanges } from './changes/share-changes.js';
import { RelayWakesModule } from '../relay/relay-wakes.module.js';
import { CodeSpaceModule } from '../code-space/code-space.module.js';
import { ShareCodes } from './codes/share-codes.js';

/**
 * Folders, what people share: their files, codes, links and expiry, looked up (by code under the guessing
 * budget, or by link) and downloaded, the state of their files' arrival (`arrival.ts`, its queries in
 * `arrivals.repository.ts`; the arrivals module records it and answers recipients' progress), why they ended
 * (`endings/`), and shares sent directly only (`direct-only/`: whether their sender's page is there, which it
 * asks of SenderPresence, and their ending once it left). The only module that queries the `folders`,
 * `folder_files` and `ended_folders` tables; others (sender control, arrivals, the live poll…) go through the
 * services and repositories it exports. A share's code is claimed from the code space (CodeSpace) with its row
 * and given back with it (`codes/share-codes.ts`).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Folder, FolderFile, EndedFolder]),
    StorageModule,
    ActiveDownloadsModule,
    PasswordHashingModule,
    RelayWakesModule,
    CodeSpaceModule,
  ],
  controllers: [FolderLookupsController, DownloadsController, FolderPageController],
  providers: [
    FoldersRepository,
    FolderSweepsRepository,
    OwnedFoldersRepository,
    FoldersService,
    FolderLookupsService,
    OpenCounter,
    FolderPasswordGate,
    FolderGrants,
    DownloadsService,
    FolderLinks,
    FolderCache,
    CodeGuessBudget,
    CodeLookups,
    RequestCodesSlot,
    ProofOfWork,
    LiveFoldersMetric,
    FolderCacheMetric,
    FolderEndings,
    FolderEndingsRepository,
    RemovedFolderFiles,
    TombstoneSweep,
    ArrivalsRepository,
    ReadyFiles,
    ArrivingFiles,
    StoredReads,
    ZipDownloadsService,
    FolderBytes,
    DirectOnlyShares,
    ShareChanges,
    ShareCodes,
  ],
  exports: [
    RequestCodesSlot,
    ArrivalsRepository,
    FolderCache,
    FolderBytes,
    FolderSweepsRepository,
    FoldersService,
    DownloadsService,
    FoldersRepository,
    OwnedFoldersRepository,
    FolderLinks,
    FolderEndings,
    FolderEndingsRepository,
    RemovedFolderFiles,
    CodeLookups,
    FolderPasswordGate,
    FolderGrants,
    OpenCounter,
    DirectOnlyShares,
    ShareChanges,
  ],
})
export class FoldersModule {}
