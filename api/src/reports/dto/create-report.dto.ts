import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsEmail,
  IsIn,
  IsOptional,
  Length,
  MaxLength,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../auth/password-rules.js';
import { FOLDER_URL_EXAMPLE } from '../../folders/codes/folder-ref.js';
import { REPORT_CATEGORIES, type ReportCategory } from '../report-category.js';
import { parseReportTarget } from '../share-target.js';
import { coded } from '../../errors/coded-validation.pipe.js';

const EXPLANATION_MIN_LENGTH = 10;
const EXPLANATION_MAX_LENGTH = 5000;
const TARGET_MAX_LENGTH = 2048;

const TARGET_MESSAGE = "Enter the share's link or address, or its 4-digit code.";
const CATEGORY_MESSAGE = `Choose what is wrong with the share: ${REPORT_CATEGORIES.join(', ')}.`;
const EXPLANATION_MESSAGE = `Please explain what is wrong with this share in ${EXPLANATION_MIN_LENGTH} to ${EXPLANATION_MAX_LENGTH} characters.`;

function trimmed({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

@ValidatorConstraint({ name: 'shareTarget' })
class IsShareTarget implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && value.length <= TARGET_MAX_LENGTH && parseReportTarget(value) !== null;
  }

  defaultMessage(): string {
    return TARGET_MESSAGE;
  }
}

/** The report form (docs/moderation.md). */
export class CreateReportDto {
  @ApiProperty({
    description: "The share or file request: its URL or link (a request's `/r/…` link), or its 4-digit code",
    example: FOLDER_URL_EXAMPLE,
    maxLength: TARGET_MAX_LENGTH,
  })
  @Transform(trimmed)
  @Validate(IsShareTarget, { context: coded('invalid_report_target') })
  target: string;

  @ApiProperty({ enum: REPORT_CATEGORIES, example: 'malware' })
  @IsIn(REPORT_CATEGORIES, {
    message: CATEGORY_MESSAGE,
    context: coded('invalid_report_category', { categories: REPORT_CATEGORIES.join(', ') }),
  })
  category: ReportCategory;

  @ApiProperty({
    minLength: EXPLANATION_MIN_LENGTH,
    maxLength: EXPLANATION_MAX_LENGTH,
    example: 'The file setup.exe is a known ransomware installer.',
  })
  @Transform(trimmed)
  @Length(EXPLANATION_MIN_LENGTH, EXPLANATION_MAX_LENGTH, {
    message: EXPLANATION_MESSAGE,
    context: coded('invalid_report_explanation', { min: EXPLANATION_MIN_LENGTH, max: EXPLANATION_MAX_LENGTH }),
  })
  explanation: string;

  @ApiPropertyOptional({
    description: 'Only to ask follow-up questions; operators see it, the sender never does',
    example: 'reporter@example.com',
  })
  @Transform(({ value }) => (value === '' || value === null ? undefined : normalizeEmail(value)))
  @IsOptional()
  @MaxLength(EMAIL_MAX_LENGTH, {
    message: 'Please enter a valid email address, or leave it empty.',
    context: coded('invalid_reporter_email'),
  })
  @IsEmail(
    {},
    { message: 'Please enter a valid email address, or leave it empty.', context: coded('invalid_reporter_email') },
  )
  email?: string;

  @ApiProperty({ description: 'The reporter confirms the report is made in good faith', enum: [true] })
  @Equals(true, {
    message: 'Please confirm that you make this report in good faith and that it is accurate.',
    context: coded('good_faith_required'),
  })
  goodFaith: true;
}
