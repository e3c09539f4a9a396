import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { coded } from '../../../errors/coded-validation.pipe.js';

export class ChunkQuery {
  @ApiProperty({
    description: "Where the chunk starts in the upload's byte sequence: the offset the server last reported",
    example: 8388608,
  })
  @Type(() => Number)
  @IsInt({ message: 'offset must be the byte position the chunk starts at.', context: coded('invalid_offset') })
  @Min(0, { message: 'offset must be the byte position the chunk starts at.', context: coded('invalid_offset') })
  offset: number;
}
