import { ApiProperty } from '@nestjs/swagger';
import { FolderRemovalDto } from '../endings/removal.dto.js';
import { RETENTIONS, type Retention } from '../retention.js';
import { ScanSummaryDto } from '../../scanning/dto/scan-summary.dto.js';

export const FOLDER_STATUSES = ['live', 'ended', 'checking', 'removed', 'quarantined'] as const;
export type FolderStatus = (typeof FOLDER_STATUSES)[number];

export class FolderFileStateDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'trip/photo.jpg' })
  filepath: string;

  @ApiProperty({ description: 'Whole-file downloads delivered to the end (previews and ranges excluded)', example: 2 })
  downloads: number;
}

/** What the sender sees of a shared folder: counts only, nothing about who opened or downloaded it. */
export class FolderStateDto {
  @ApiProperty({ example: '0427' })
  folderCode: string;

  @ApiProperty({
    enum: FOLDER_STATUSES,
    description:
      '`ended`: expired, ended by its sender, or every file downloaded under `download`; `removed`: taken down ' +
      "by Sharecode's operators (see `removal`); `quarantined`: a file in it carries malware; `checking`: " +
      'being checked for malware',
  })
  status: FolderStatus;

  @ApiProperty({
    type: FolderRemovalDto,
    nullable: true,
    description: "Sharecode's operators removed it: why. Null otherwise",
  })
  removal: FolderRemovalDto | null;

  @ApiProperty({
    description: "Lookups that answered the share's contents (code, link or page); previews are not downloads",
    example: 3,
  })
  opens: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'ISO 8601 instant of the last open',
    example: '2030-01-01T10:15:00.000Z',
  })
  lastOpenedAt: string | null;

  @ApiProperty({ description: 'ZIPs of the share or of a folder in it, delivered to the end', example: 1 })
  zipDownloads: number;

  @ApiProperty({ type: [FolderFileStateDto] })
  files: FolderFileStateDto[];

  @ApiProperty({ example: '2030-01-01T12:00:00.000Z' })
  expiresAt: string;

  @ApiProperty({ enum: RETENTIONS })
  retention: Retention;

  @ApiProperty({ description: 'Whether a password protects it' })
  passwordProtected: boolean;

  @ApiProperty({
    type: ScanSummaryDto,
    nullable: true,
    description: 'Its malware scan; null when no scanner was configured as it was made (and once cleanup deleted it)',
  })
  scan: ScanSummaryDto | null;
}
