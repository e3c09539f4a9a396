import { Injectable } from '@nestjs/common';
import type { OperatorFileRequestDto } from '../../file-requests/dto/operator-file-request.dto.js';
import { ReportedRequests } from '../../file-requests/reported-requests.js';
import type { Report } from '../../reports/report.entity.js';
import { type ReportFilter, ReportsService } from '../../reports/reports.service.js';
import type { Operator } from '../../http/operator-access/current-operator.decorator.js';
import type { OperatorFolderSummaryDto } from '../dto/folder-summary.dto.js';
import type { ReportDto } from '../dto/report.dto.js';
import { OperatorFolderViews } from './operator-folder-views.js';

function toReportDto(
  report: Report,
  folder: OperatorFolderSummaryDto | undefined,
  fileRequest?: OperatorFileRequestDto,
): ReportDto {
  return {
    reference: report.reference,
    receivedAt: report.receivedAt.toISOString(),
    category: report.category,
    explanation: report.explanation,
    email: report.email,
    target: report.target,
    state: report.state,
    decidedAt: report.decidedAt?.toISOString() ?? null,
    decision: report.decision,
    folder: folder ?? null,
    fileRequest: fileRequest ?? null,
  };
}

/** Reports as the console shows them: each with a summary of the share or file request it names. */
@Injectable()
export class OperatorReports {
  constructor(
    private readonly reports: ReportsService,
    private readonly views: OperatorFolderViews,
    private readonly requests: ReportedRequests,
  ) {}

  async list(filter: ReportFilter): Promise<ReportDto[]> {
    return this.withFolders(await this.reports.list(filter));
  }

  async one(reference: string): Promise<ReportDto> {
    const [report] = await this.withFolders([await this.reports.find(reference)]);
    return report;
  }

  async dismiss(reference: string, reason: string, operator: Operator): Promise<ReportDto> {
    const [report] = await this.withFolders([await this.reports.dismiss(reference, reason, operator)]);
    return report;
  }

  /** Every report naming one share, newest first, with that share's summary. */
  async ofFolder(folderId: number, summary: OperatorFolderSummaryDto): Promise<ReportDto[]> {
    return (await this.reports.ofFolder(folderId)).map((report) => toReportDto(report, summary));
  }

  private async withFolders(reports: readonly Report[]): Promise<ReportDto[]> {
    const ids = reports.flatMap((report) => (report.folderId === null ? [] : [report.folderId]));
    const requestIds = reports.flatMap((report) => (report.fileRequestId === null ? [] : [report.fileRequestId]));
    const [summaries, requests] = await Promise.all([this.views.summaries(ids), this.requests.summaries(requestIds)]);
    return reports.map((report) =>
      toReportDto(
        report,
        report.folderId === null ? undefined : summaries.get(report.folderId),
        report.fileRequestId === null ? undefined : requests.get(report.fileRequestId),
      ),
    );
  }
}
