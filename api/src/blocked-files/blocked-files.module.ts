import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { OperatorAccessModule } from '../http/operator-access/operator-access.module.js';
import { BlockListAdmin } from './block-list-admin.js';
import { BlockedFile } from './blocked-file.entity.js';
import { BlockedFilesController } from './blocked-files.controller.js';
import { BlockedFilesService } from './blocked-files.service.js';

/**
 * The block list (docs/moderation.md): files no share may hold, by SHA-256. Uploads ask BlockedFilesService;
 * operators add a share's files or import lists under /api/operator/.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BlockedFile]), FoldersModule, AuditModule, OperatorAccessModule],
  controllers: [BlockedFilesController],
  providers: [BlockedFilesService, BlockListAdmin],
  exports: [BlockedFilesService],
})
export class BlockedFilesModule {}
