import { Module } from '@nestjs/common';
import { SharesModule } from '../shares/shares.module.js';
import { MySharesController } from './my-shares.controller.js';
import { MySharesService } from './my-shares.service.js';

/** The signed-in account's shares. Sessions come from the auth module's middleware (request.user). */
@Module({
  imports: [SharesModule],
  controllers: [MySharesController],
  providers: [MySharesService],
  exports: [MySharesService],
})
export class MySharesModule {}
