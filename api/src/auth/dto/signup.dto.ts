import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail } from 'class-validator';
import {
  INVALID_EMAIL_MESSAGE,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  USERNAME_MAX_LENGTH,
  USERNAME_REQUIRED_MESSAGE,
  USERNAME_TOO_LONG_MESSAGE,
} from '../password-rules.js';
import { coded } from '../../errors/coded-validation.pipe.js';
import { TextLength } from './text-length.js';

/** The signup payload; `username` carries the full name. */
export class SignupDto {
  @ApiProperty({ description: 'Full name', example: 'Ada Lovelace', maxLength: USERNAME_MAX_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @TextLength(1, USERNAME_MAX_LENGTH, {
    missing: { code: 'username_required', message: USERNAME_REQUIRED_MESSAGE },
    tooLong: { code: 'username_too_long', message: USERNAME_TOO_LONG_MESSAGE, params: { max: USERNAME_MAX_LENGTH } },
  })
  username: string;

  @ApiProperty({ description: 'Stored trimmed and lower-cased', example: 'ada@example.com' })
  @Transform(({ value }) => normalizeEmail(value))
  @IsEmail({}, { message: INVALID_EMAIL_MESSAGE, context: coded('invalid_email') })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, example: 'correct horse battery' })
  @TextLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, {
    missing: PASSWORD_TOO_SHORT,
    tooLong: PASSWORD_TOO_LONG,
  })
  password: string;
}
