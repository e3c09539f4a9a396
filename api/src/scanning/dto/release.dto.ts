import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Length, Min } from 'class-validator';
import { coded } from '../../errors/coded-validation.pipe.js';

const ID_MESSAGE = "The share's id must be a whole number.";
const REASON_MIN_LENGTH = 10;
const REASON_MAX_LENGTH = 5000;
const REASON_MESSAGE = `Say why, in ${REASON_MIN_LENGTH} to ${REASON_MAX_LENGTH} characters.`;
const REASON_CONTEXT = coded('invalid_release_reason', { min: REASON_MIN_LENGTH, max: REASON_MAX_LENGTH });

export class ShareIdParams {
  @ApiProperty({ description: "The share's database id", example: 42 })
  @Type(() => Number)
  @IsInt({ message: ID_MESSAGE, context: coded('invalid_id') })
  @Min(1, { message: ID_MESSAGE, context: coded('invalid_id') })
  id: number;
}

export class ReleaseDto {
  @ApiProperty({
    description: 'Why the share is released (a false positive, say); kept in the audit log',
    minLength: REASON_MIN_LENGTH,
    maxLength: REASON_MAX_LENGTH,
    example: 'The signature is a known false positive for this installer.',
  })
  @IsString({ message: REASON_MESSAGE, context: REASON_CONTEXT })
  @Length(REASON_MIN_LENGTH, REASON_MAX_LENGTH, { message: REASON_MESSAGE, context: REASON_CONTEXT })
  reason: string;
}

export class ReleasedDto {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ enum: ['live'], description: 'The share opens again, until its expiry' })
  status: 'live';
}
