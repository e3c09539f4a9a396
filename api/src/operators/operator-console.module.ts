import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuditLogController } from './console/audit-log.controller.js';
import { OperatorsModule } from './operators.module.js';

/** The operator console's read routes (under /api/operator/) and dismissing reports. */
@Module({
  imports: [OperatorsModule, AuditModule],
  controllers: [AuditLogController],
})
export class OperatorConsoleModule {}
