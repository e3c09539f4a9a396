import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { coded } from '../../errors/coded-validation.pipe.js';

/** The file part of a download address (the share part, `:link`, is read by FolderLinkPipe). */
export class FileParams {
  @ApiProperty({ description: "The file's id, as listed in the share's `files`", example: 17 })
  @Type(() => Number)
  @IsInt({ message: 'The file id must be a whole number.', context: coded('invalid_file_id') })
  @Min(1, { message: 'The file id must be a whole number.', context: coded('invalid_file_id') })
  id: number;
}
