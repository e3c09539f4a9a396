import { ApiProperty } from '@nestjs/swagger';
import { RETENTIONS, type Retention } from '../retention.js';
import { SharedFileDto } from './shared-file.dto.js';

/** A file as retrieval lists it: the upload's fields plus the spec's alternative names and a download URL. */
export class FolderFileDto extends SharedFileDto {
  @ApiProperty({ example: 17 })
  id: number;

  @ApiProperty({ description: 'Same as filepath (the spec names both)', example: 'photos/2024/beach.jpg' })
  path: string;

  @ApiProperty({ description: 'Root-relative download URL; add ?inline=1 to preview', example: '/api/folders/0427/files/17' })
  url: string;

  @ApiProperty({ description: 'Guessed from the file name', example: 'image/jpeg' })
  mimetype: string;
}

export class FolderDto {
  @ApiProperty({ example: '0427' })
  folderCode: string;

  @ApiProperty({ example: 'http://localhost:3000/s/0427' })
  folderUrl: string;

  @ApiProperty({
    description: 'Root-relative URL of a PNG QR code that decodes to folderUrl',
    example: '/api/folders/0427/qr.png',
  })
  qrCode: string;

  @ApiProperty({ example: '2030-01-01T12:00:00.000Z' })
  expiresAt: string;

  @ApiProperty({ enum: RETENTIONS })
  retention: Retention;

  @ApiProperty({ type: [FolderFileDto] })
  files: FolderFileDto[];
}

/** Retrieval wraps the folder in `data`, as the spec's client expects. */
export class FolderResponseDto {
  @ApiProperty({ type: FolderDto })
  data: FolderDto;
}
