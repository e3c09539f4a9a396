import { ApiProperty } from '@nestjs/swagger';
import { REPORT_REFERENCE_EXAMPLE } from '../report-reference.js';

/** The confirmation of receipt: the same whether or not the target named a share. */
export class ReportReceiptDto {
  @ApiProperty({ description: 'Quote it in any follow-up', example: REPORT_REFERENCE_EXAMPLE })
  reference: string;

  @ApiProperty({ example: '2030-01-01T10:00:00.000Z' })
  receivedAt: string;
}
