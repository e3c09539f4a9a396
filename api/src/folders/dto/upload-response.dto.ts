import { ApiProperty } from '@nestjs/swagger';
import { RETENTIONS, type Retention } from '../retention.js';
import { UploadedFileDto } from './uploaded-file.dto.js';
import { FOLDER_URL_EXAMPLE } from '../codes/folder-ref.js';

const UPLOAD_STATUSES = ['arriving', 'checking', 'live'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export class UploadResponseDto {
  @ApiProperty({ example: '0427' })
  folderCode: string;

  @ApiProperty({
    description:
      'The share link: the code plus a 128-bit key. Hand this (or the QR code) out; the code alone only allows a budgeted code lookup',
    example: FOLDER_URL_EXAMPLE,
  })
  folderUrl: string;

  @ApiProperty({
    description:
      "The management key (128 bits): read the share's state and end it with it (header X-Manage-Key). Answered only here; keep it with the share",
    example: 'Zq3v9Xb1TmR8cLw2hN0AkQ',
  })
  manageKey: string;

  @ApiProperty({
    description: 'PNG data URL of a QR code that decodes to folderUrl',
    example: 'data:image/png;base64,...',
  })
  qrCode: string;

  @ApiProperty({
    description:
      'When it ends. Once every file arrived, when its retention runs out; while `arriving`, when it ends should the ' +
      'upload make no more progress (its retention starts once the last file has arrived)',
    example: '2030-01-01T12:00:00.000Z',
  })
  expiresAt: string;

  @ApiProperty({ enum: RETENTIONS })
  retention: Retention;

  @ApiProperty({
    enum: UPLOAD_STATUSES,
    description:
      '`arriving`: the share opens now, and its files one by one as each arrives (a resumable upload being sent); ' +
      '`checking`: every file is here, some are still being checked for malware, each opening once found clean; ' +
      '`live`: every file can be downloaded now',
  })
  status: UploadStatus;

  @ApiProperty({ type: [UploadedFileDto] })
  files: UploadedFileDto[];

  @ApiProperty({
    description:
      "Sent directly only (docs/direct-transfer.md): nothing is stored, recipients get the files from the sender's open " +
      'page, and the share ends once that page has been gone for DIRECT_ONLY_GRACE_SECONDS. Absent from the answers of ' +
      'POST /api/upload, which always stores its files',
    required: false,
  })
  directOnly?: boolean;
}
