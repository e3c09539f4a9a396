import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { CODE_LENGTH, SHARE_CODE_PATTERN } from '../share-code.js';

export const INVALID_CODE_FORMAT_MESSAGE = `The folder code must be exactly ${CODE_LENGTH} digits.`;

export class ShareCodeParams {
  @ApiProperty({ description: `The share's ${CODE_LENGTH}-digit code`, example: '0427', pattern: SHARE_CODE_PATTERN })
  @Matches(new RegExp(SHARE_CODE_PATTERN), { message: INVALID_CODE_FORMAT_MESSAGE })
  code: string;
}
