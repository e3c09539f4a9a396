import { Module } from '@nestjs/common';
import { FoldersModule } from '../folders/folders.module.js';
import { MySharesController } from './my-shares.controller.js';
import { MySharesService } from './my-shares.service.js';

/** The signed-in account's shares. Sessions come from the auth module's middleware (request.user). */
@Module({
  imports: [FoldersModule],
  controllers: [MySharesController],
  providers: [MySharesService],
  exports: [MySharesService],
})
export class MySharesModule {}
