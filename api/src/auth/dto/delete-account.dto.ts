import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from '../password-rules.js';
import { TextLength } from './text-length.js';

export class DeleteAccountDto {
  @ApiProperty({ description: "The account's password, to confirm" })
  @TextLength(1, PASSWORD_MAX_LENGTH, {
    missing: { code: 'password_missing', message: 'Please enter your password to delete your account.' },
    tooLong: PASSWORD_TOO_LONG,
  })
  password: string;
}
