import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BlockedFilesModule } from '../blocked-files/blocked-files.module.js';
import { FileRequestsModule } from '../file-requests/file-requests.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { ThumbnailsModule } from '../thumbnails/thumbnails.module.js';
import { AuditLogController } from './console/audit-log.controller.js';
import { OperatorFolderViews } from './console/operator-folder-views.js';
import { OperatorFolders } from './console/operator-folders.js';
import { OperatorFoldersController } from './console/operator-folders.controller.js';
import { OperatorReports } from './console/operator-reports.js';
import { OperatorReportsController } from './console/operator-reports.controller.js';
import { OperatorAccessModule } from '../http/operator-access/operator-access.module.js';

/**
 * The operator console's routes under /api/operator/: reports (and dismissing them), shares in full with
 * previews, search and the audit log. It reads through the modules that own the data, never their tables.
 */
@Module({
  imports: [
    OperatorAccessModule,
    AuditModule,
    ReportsModule,
    FoldersModule,
    FileRequestsModule,
    BlockedFilesModule,
    ThumbnailsModule,
  ],
  controllers: [OperatorReportsController, OperatorFoldersController, AuditLogController],
  providers: [OperatorReports, OperatorFolders, OperatorFolderViews],
  // Actions of other modules (a takedown) answer the share as the console shows it.
  exports: [OperatorFolders],
})
export class OperatorConsoleModule {}
