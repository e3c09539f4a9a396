import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { CODE_LENGTH } from '../share-code.js';

export const INVALID_CODE_FORMAT_MESSAGE = `The folder code must be exactly ${CODE_LENGTH} digits.`;

export class ShareCodeParams {
  @ApiProperty({ description: `The share's ${CODE_LENGTH}-digit code`, example: '0427', pattern: `^\\d{${CODE_LENGTH}}$` })
  @Matches(new RegExp(`^\\d{${CODE_LENGTH}}$`), { message: INVALID_CODE_FORMAT_MESSAGE })
  code: string;
}
