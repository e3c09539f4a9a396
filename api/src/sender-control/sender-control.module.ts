import { Module } from '@nestjs/common';
import { FoldersModule } from '../folders/folders.module.js';
import { FolderManagementController } from './folder-management.controller.js';
import { FolderManagementService } from './folder-management.service.js';

/**
 * Sender control (docs/sender-control.md): what the holder of a share's management key, or its signed-in owner,
 * may see and do — its state, ending it early — and the checks every sender route of another feature (the code
 * exchange, direct transfer, the live poll) authorises by: `SenderRoutes`, `ShareManager`, and
 * `FolderManagementService.findManaged`. It owns no table: it reads and ends shares through the folders module.
 */
@Module({
  imports: [FoldersModule],
  controllers: [FolderManagementController],
  providers: [FolderManagementService],
  exports: [FolderManagementService],
})
export class SenderControlModule {}
