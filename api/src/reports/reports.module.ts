import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { FileRequestsModule } from '../file-requests/file-requests.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { OperatorAccessModule } from '../http/operator-access/operator-access.module.js';
import { ReportMailer } from './report-mailer.js';
import { ReporterEmailErasure } from './reporter-email-erasure.js';
import { Report } from './report.entity.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/**
 * Reports of shares and file requests (docs/moderation.md): the public report form's route, the operators' e-mail, and their
 * decisions. The only module that queries `reports`; others call ReportsService (a takedown calls markActioned).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Report]), FoldersModule, FileRequestsModule, AuditModule, OperatorAccessModule],
  controllers: [ReportsController],
  providers: [ReportsRepository, ReportsService, ReportMailer, ReporterEmailErasure],
  exports: [ReportsService],
})
export class ReportsModule {}
