import { ApiProperty } from '@nestjs/swagger';
import { SCAN_STATES, type ScanState } from './scan-state.js';

export class ScanFindingDto {
  @ApiProperty({ example: 'tools/setup.exe' })
  filepath: string;

  @ApiProperty({ description: 'The malware signature clamd matched', example: 'Win.Trojan.Agent-123' })
  signature: string;
}

/** A share's malware scan, as its sender sees it. */
export class ScanSummaryDto {
  @ApiProperty({
    enum: SCAN_STATES,
    nullable: true,
    description:
      '`checking`: being scanned, it opens once found clean; `clean`; `infected`: see findings; `unscanned`: opened ' +
      'without a scan (encrypted, or the scanner was unreachable)',
  })
  state: ScanState | null;

  @ApiProperty({ type: [ScanFindingDto], description: 'The files the scanner flagged (empty unless infected)' })
  findings: ScanFindingDto[];
}
