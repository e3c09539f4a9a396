import type { ReportReceiptDto } from './dto/report-receipt.dto.js';
import type { Report } from './report.entity.js';

export function toReportReceiptDto(report: Report): ReportReceiptDto {
  return { reference: report.reference, receivedAt: report.receivedAt.toISOString() };
}
