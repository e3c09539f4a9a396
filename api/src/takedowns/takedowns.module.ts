import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { FileRequestsModule } from '../file-requests/file-requests.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { OperatorConsoleModule } from '../operators/operator-console.module.js';
import { OperatorAccessModule } from '../http/operator-access/operator-access.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { FileRequestTakedowns } from './file-request-takedowns.js';
import { FileRequestTakedownsController } from './file-request-takedowns.controller.js';
import { TakedownsController } from './takedowns.controller.js';
import { TakedownsService } from './takedowns.service.js';

/**
 * Operators taking shares and file requests down (docs/moderation.md). What a removal records on a share, what
 * recipients and the sender are told, and the job that deletes its files belong to folders (`folders/endings/`);
 * a request's, to file requests. Here the reports they close.
 */
@Module({
  imports: [FoldersModule, FileRequestsModule, AuditModule, ReportsModule, OperatorAccessModule, OperatorConsoleModule],
  controllers: [TakedownsController, FileRequestTakedownsController],
  providers: [TakedownsService, FileRequestTakedowns],
})
export class TakedownsModule {}
