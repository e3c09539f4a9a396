import { ApiProperty } from '@nestjs/swagger';
import { FolderRemovalDto } from '../endings/removal.dto.js';
import { RETENTIONS, type Retention } from '../retention.js';
import { ScanSummaryDto } from '../scan/scan-summary.dto.js';
import { ARRIVAL_STATUSES, type ArrivalStatus } from '../arrival.js';

export const FOLDER_STATUSES = [
  'live',
  'arriving',
  'ended',
  'stopped',
  'sender-left',
  'checking',
  'removed',
  'quarantined',
] as const;
export type FolderStatus = (typeof FOLDER_STATUSES)[number];

export class FolderFileStateDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'trip/photo.jpg' })
  filepath: string;

  @ApiProperty({ description: 'Whole-file downloads delivered to the end (previews and ranges excluded)', example: 2 })
  downloads: number;

  @ApiProperty({ description: 'Size in bytes', example: 48213 })
  filesize: number;

  @ApiProperty({
    enum: ARRIVAL_STATUSES,
    description:
      '`arriving`: its bytes are still coming; `checking`: all here, being checked (stored, hashed, scanned); ' +
      '`ready`: recipients can download it',
  })
  status: ArrivalStatus;

  @ApiProperty({ description: 'Bytes of it that have arrived so far (filesize once arrived)', example: 48213 })
  receivedBytes: number;
}

/** What the sender sees of a shared folder: counts only, nothing about who opened or downloaded it. */
export class FolderStateDto {
  @ApiProperty({ example: '0427' })
  folderCode: string;

  @ApiProperty({
    enum: FOLDER_STATUSES,
    description:
      '`arriving`: it opens, and its files are still arriving (each opens once it has arrived and been checked); ' +
      '`checking`: every file arrived, some are still being checked for malware; `live`: every file can be ' +
      'downloaded; `ended`: expired, ended by its sender, or every file downloaded under `download`; `stopped`: ' +
      'its upload was cancelled or abandoned before every file arrived; `sender-left`: sent directly only, it ended ' +
      "once the sender's page it was sent from had been closed for DIRECT_ONLY_GRACE_SECONDS; `removed`: taken down by " +
      "Sharecode's operators (see `removal`); `quarantined`: a file in it carries malware",
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

  @ApiProperty({
    description:
      'When it ends. Once every file arrived, when its retention runs out; while arriving, when it ends should ' +
      'its upload make no more progress (UPLOAD_ABANDONED_AFTER_MINUTES after the last bytes): its retention ' +
      'only starts at `arrivedAt`',
    example: '2030-01-01T12:00:00.000Z',
  })
  expiresAt: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'When its last file arrived, which started its retention; null while its files are still arriving (and for ' +
      'a share that ended before they all had)',
    example: '2030-01-01T10:00:00.000Z',
  })
  arrivedAt: string | null;

  @ApiProperty({ description: 'Bytes of all its files that have arrived so far', example: 48213 })
  receivedBytes: number;

  @ApiProperty({ description: 'Bytes of all its files together', example: 48213 })
  totalBytes: number;

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

  @ApiProperty({
    description:
      "Sent directly only (docs/direct-transfer.md): no byte of it is stored, recipients get its files from the sender's " +
      'open page, and it ends once that page has been gone for DIRECT_ONLY_GRACE_SECONDS',
  })
  directOnly: boolean;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description:
      "A direct-only share's: whether a page of its sender is serving it now (polling for recipients' offers). " +
      'Null for any other share',
  })
  senderPresent: boolean | null;
}
