import { ApiProperty } from '@nestjs/swagger';
import { RETENTIONS, type Retention } from '../retention.js';
import { SharedFileDto } from './shared-file.dto.js';

export class UploadResponseDto {
  @ApiProperty({ example: '0427' })
  folderCode: string;

  @ApiProperty({ example: 'http://localhost:3000/s/0427' })
  folderUrl: string;

  @ApiProperty({ description: 'PNG data URL of a QR code that decodes to folderUrl', example: 'data:image/png;base64,...' })
  qrCode: string;

  @ApiProperty({ description: 'ISO 8601 instant after which the share answers 410', example: '2030-01-01T12:00:00.000Z' })
  expiresAt: string;

  @ApiProperty({ enum: RETENTIONS })
  retention: Retention;

  @ApiProperty({ type: [SharedFileDto] })
  files: SharedFileDto[];
}
