import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import {
  REPORT_CATEGORIES,
  REPORT_STATES,
  type ReportCategory,
  type ReportState,
} from '../../reports/report-category.js';
import { REPORT_REFERENCE_EXAMPLE } from '../../reports/report-reference.js';
import type { ReportFilter } from '../../reports/reports.service.js';
import { OperatorFileRequestDto } from '../../file-requests/dto/operator-file-request.dto.js';
import { OperatorFolderSummaryDto } from './folder-summary.dto.js';
import { coded } from '../../errors/coded-validation.pipe.js';

const REPORT_FILTERS: readonly ReportFilter[] = ['open', 'closed', 'all'];
const DISMISS_REASON_MIN_LENGTH = 3;
const DISMISS_REASON_MAX_LENGTH = 5000;

export class ReportsQuery {
  @ApiPropertyOptional({ enum: REPORT_FILTERS, default: 'open', description: '`closed`: dismissed and actioned' })
  @IsOptional()
  @IsIn(REPORT_FILTERS, {
    message: `state must be one of ${REPORT_FILTERS.join(', ')}.`,
    context: coded('invalid_report_filter', { states: REPORT_FILTERS.join(', ') }),
  })
  state: ReportFilter = 'open';
}

export class ReportParams {
  @ApiProperty({ example: REPORT_REFERENCE_EXAMPLE })
  @IsString({ context: coded('invalid_report_reference') })
  reference: string;
}

export class DismissReportDto {
  @ApiProperty({
    description: 'Why nothing is done about the report (kept in the audit log)',
    minLength: DISMISS_REASON_MIN_LENGTH,
    maxLength: DISMISS_REASON_MAX_LENGTH,
    example: 'The share holds the reporter’s own holiday photos; nothing unlawful.',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Length(DISMISS_REASON_MIN_LENGTH, DISMISS_REASON_MAX_LENGTH, {
    message: `Please give the reason for dismissing the report (${DISMISS_REASON_MIN_LENGTH} to ${DISMISS_REASON_MAX_LENGTH} characters).`,
    context: coded('invalid_dismissal_reason', { min: DISMISS_REASON_MIN_LENGTH, max: DISMISS_REASON_MAX_LENGTH }),
  })
  reason: string;
}

export class ReportDto {
  @ApiProperty({ example: REPORT_REFERENCE_EXAMPLE })
  reference: string;

  @ApiProperty({ example: '2030-01-01T10:00:00.000Z' })
  receivedAt: string;

  @ApiProperty({ enum: REPORT_CATEGORIES })
  category: ReportCategory;

  @ApiProperty()
  explanation: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The reporter's address for follow-up questions, if given",
  })
  email: string | null;

  @ApiProperty({ description: 'What the reporter typed to name the share or file request', example: '0427' })
  target: string;

  @ApiProperty({ enum: REPORT_STATES })
  state: ReportState;

  @ApiProperty({ type: String, nullable: true, example: '2030-01-01T11:00:00.000Z' })
  decidedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The operator's reasons: why it was dismissed, or the takedown's",
  })
  decision: string | null;

  @ApiProperty({
    type: OperatorFolderSummaryDto,
    nullable: true,
    description:
      'The share the target named when the report came in; null when it named none or the share was deleted since',
  })
  folder: OperatorFolderSummaryDto | null;

  @ApiProperty({
    type: OperatorFileRequestDto,
    nullable: true,
    description:
      'The file request the target named when the report came in; null when it named none or the request was deleted since',
  })
  fileRequest: OperatorFileRequestDto | null;
}

export class ReportListDto {
  @ApiProperty({ type: [ReportDto], description: 'Newest first' })
  reports: ReportDto[];
}
