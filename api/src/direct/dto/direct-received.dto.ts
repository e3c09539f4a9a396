import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';

/** A file the recipient's page received directly, whole, and checked against what the sender announced. */
export class DirectReceivedDto {
  @ApiProperty({ description: "The file's id, as listed in the share's `files`", example: 17 })
  @IsInt({ message: 'fileId must be a whole number.' })
  @Min(1, { message: 'fileId must be a whole number.' })
  fileId: number;

  @ApiProperty({ description: 'How many bytes were received: the whole file, its `filesize`', example: 52_428_800 })
  @IsInt({ message: 'bytes must be a whole number.' })
  @Min(0, { message: 'bytes must be a whole number.' })
  bytes: number;
}
