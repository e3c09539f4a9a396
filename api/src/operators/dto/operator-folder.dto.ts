import { ApiProperty } from '@nestjs/swagger';
import { Length } from 'class-validator';
import { FOLDER_STATUSES, type FolderStatus } from '../../folders/dto/folder-state.dto.js';
import { FolderRemovalDto } from '../../folders/endings/removal.dto.js';
import { RETENTIONS, type Retention } from '../../folders/retention.js';
import { ScanSummaryDto } from '../../folders/scan/scan-summary.dto.js';
import { OperatorFolderSummaryDto } from './folder-summary.dto.js';
import { ReportDto } from './report.dto.js';
import { coded } from '../../errors/coded-validation.pipe.js';

/** As long as the longest share address a report may name. */
const SEARCH_MAX_LENGTH = 2048;

export class SearchQuery {
  @ApiProperty({
    description: 'A 4-digit code, a share link or address, or a SHA-256 (64 hex digits)',
    example: '0427',
  })
  @Length(1, SEARCH_MAX_LENGTH, {
    message: 'Type a code, a share link or a SHA-256 to search for.',
    context: coded('invalid_search'),
  })
  q: string;
}

export class OperatorSearchDto {
  @ApiProperty({ type: [OperatorFolderSummaryDto] })
  folders: OperatorFolderSummaryDto[];
}

export class OperatorFolderFileDto {
  @ApiProperty({ example: 17 })
  id: number;

  @ApiProperty({ example: 'trip/photo.jpg' })
  filepath: string;

  @ApiProperty({ example: 'photo.jpg' })
  filename: string;

  @ApiProperty({ example: 52311 })
  filesize: number;

  @ApiProperty({ example: 'image/jpeg' })
  mimetype: string;

  @ApiProperty({ type: String, nullable: true, description: 'SHA-256 (hex) of its bytes; null when not known' })
  sha256: string | null;

  @ApiProperty({ description: "Whether its SHA-256 is on Sharecode's block list" })
  blocked: boolean;

  @ApiProperty({
    description: 'Where the console previews it (counts nothing)',
    example: '/api/operator/folders/42/files/17',
  })
  previewUrl: string;

  @ApiProperty({
    type: String,
    nullable: true,
    // Always answered; optional in the document, so that clients typed before it still compile.
    required: false,
    description:
      'Where the console shows its thumbnail (counts nothing): answers 200, or 409 until made; null when it has ' +
      'none (not a photo, an encrypted share, none could be made, or none made before the share ended)',
    example: '/api/operator/folders/42/files/17/thumbnail',
  })
  thumbnailUrl: string | null;
}

/** A share as operators see it: everything needed to decide on a report. */
export class OperatorFolderDto {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ example: '0427' })
  code: string;

  @ApiProperty({ type: String, nullable: true, description: 'The share URL; null once removed' })
  url: string | null;

  @ApiProperty({ example: '2030-01-01T10:00:00.000Z' })
  createdAt: string;

  @ApiProperty({ example: '2030-01-01T12:00:00.000Z' })
  expiresAt: string;

  @ApiProperty({ enum: RETENTIONS })
  retention: Retention;

  @ApiProperty({ example: 1048576 })
  totalBytes: number;

  @ApiProperty({ enum: FOLDER_STATUSES })
  status: FolderStatus;

  @ApiProperty()
  passwordProtected: boolean;

  @ApiProperty({ description: 'End-to-end encrypted: its files cannot be read or scanned on the server' })
  encrypted: boolean;

  @ApiProperty({ type: FolderRemovalDto, nullable: true })
  removal: FolderRemovalDto | null;

  @ApiProperty({
    type: ScanSummaryDto,
    nullable: true,
    description: 'Null when no scanner was configured as it was made',
  })
  scan: ScanSummaryDto | null;

  @ApiProperty({ type: [OperatorFolderFileDto] })
  files: OperatorFolderFileDto[];

  @ApiProperty({ type: [ReportDto], description: 'Reports naming this share, newest first' })
  reports: ReportDto[];
}
