import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { EMAIL_MAX_LENGTH, normalizeEmail, PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from '../password-rules.js';
import { coded } from '../../errors/coded-validation.pipe.js';
import { TextLength } from './text-length.js';

/** The login payload, plus the Remember me choice. No format rules: a wrong email is just a failed login. */
export class LoginDto {
  @ApiProperty({ example: 'ada@example.com' })
  @Transform(({ value }) => normalizeEmail(value))
  @TextLength(1, EMAIL_MAX_LENGTH, {
    missing: { code: 'email_required', message: 'Please enter your email address.' },
    tooLong: {
      code: 'email_too_long',
      message: `Email must be at most ${EMAIL_MAX_LENGTH} characters long.`,
      params: { max: EMAIL_MAX_LENGTH },
    },
  })
  email: string;

  @ApiProperty({ example: 'correct horse battery' })
  @TextLength(1, PASSWORD_MAX_LENGTH, {
    missing: { code: 'password_missing', message: 'Please enter your password.' },
    tooLong: PASSWORD_TOO_LONG,
  })
  password: string;

  @ApiPropertyOptional({
    description: 'true: a cookie kept 30 days; otherwise one that ends with the browser session (12 hours at most)',
    default: false,
  })
  @IsOptional()
  @IsBoolean({ message: 'remember must be true or false.', context: coded('invalid_remember') })
  remember?: boolean;
}
