import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditService } from './audit.service.js';

/** The append-only log of what operators did (docs/moderation.md). Import it to call AuditService.record. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
