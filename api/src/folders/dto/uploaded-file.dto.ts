import { ApiProperty } from '@nestjs/swagger';

/** A file as the upload response lists it (name, relative path and size). */
export class UploadedFileDto {
  @ApiProperty({ example: 'beach.jpg' })
  filename: string;

  @ApiProperty({ description: 'Relative path within the share', example: 'photos/2024/beach.jpg' })
  filepath: string;

  @ApiProperty({ description: 'Size in bytes', example: 48213 })
  filesize: number;
}
