import { ApiProperty } from '@nestjs/swagger';
import { RETENTIONS, type Retention } from '../retention.js';
import { UploadedFileDto } from './uploaded-file.dto.js';
import { FOLDER_URL_EXAMPLE } from '../codes/folder-ref.js';

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
    description: 'ISO 8601 instant after which the share answers 410',
    example: '2030-01-01T12:00:00.000Z',
  })
  expiresAt: string;

  @ApiProperty({ enum: RETENTIONS })
  retention: Retention;

  @ApiProperty({
    enum: ['live', 'checking'],
    description:
      '`checking`: the share is being checked for malware and opens once it is found clean (lookups answer 409 until ' +
      'then; the state route says when); `live`: it opens now',
  })
  status: 'live' | 'checking';

  @ApiProperty({ type: [UploadedFileDto] })
  files: UploadedFileDto[];
}
