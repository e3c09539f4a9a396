import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail } from 'class-validator';
import {
  INVALID_EMAIL_MESSAGE,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  USERNAME_MAX_LENGTH,
  USERNAME_REQUIRED_MESSAGE,
  USERNAME_TOO_LONG_MESSAGE,
} from '../password-rules.js';
import { TextLength } from './text-length.js';

/** The signup payload; `username` carries the full name. */
export class SignupDto {
  @ApiProperty({ description: 'Full name', example: 'Ada Lovelace', maxLength: USERNAME_MAX_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @TextLength(1, USERNAME_MAX_LENGTH, { missing: USERNAME_REQUIRED_MESSAGE, tooLong: USERNAME_TOO_LONG_MESSAGE })
  username: string;

  @ApiProperty({ description: 'Stored trimmed and lower-cased', example: 'ada@example.com' })
  @Transform(({ value }) => normalizeEmail(value))
  @IsEmail({}, { message: INVALID_EMAIL_MESSAGE })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, example: 'correct horse battery' })
  @TextLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, {
    missing: PASSWORD_TOO_SHORT_MESSAGE,
    tooLong: PASSWORD_TOO_LONG_MESSAGE,
  })
  password: string;
}
