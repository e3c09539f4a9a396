import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Length } from 'class-validator';
import { REMOVAL_CATEGORIES, type RemovalCategory } from '../../folders/endings/ending.js';
import { coded } from '../../errors/coded-validation.pipe.js';

const REASONS_MIN_LENGTH = 10;
const REASONS_MAX_LENGTH = 5000;

const CATEGORY_MESSAGE = `Choose why the share is removed: ${REMOVAL_CATEGORIES.join(', ')}.`;
const REASONS_MESSAGE = `Write the statement of reasons the sender will read, in ${REASONS_MIN_LENGTH} to ${REASONS_MAX_LENGTH} characters.`;
const REASONS_CONTEXT = coded('invalid_removal_reasons', { min: REASONS_MIN_LENGTH, max: REASONS_MAX_LENGTH });

/** An operator's takedown of a share: why, as the recipients' answer names it and the sender reads it. */
export class TakedownDto {
  @ApiProperty({ enum: REMOVAL_CATEGORIES, example: 'copyright' })
  @IsIn(REMOVAL_CATEGORIES, {
    message: CATEGORY_MESSAGE,
    context: coded('invalid_removal_category', { categories: REMOVAL_CATEGORIES.join(', ') }),
  })
  category: RemovalCategory;

  @ApiProperty({
    description: 'The statement of reasons shown to the sender: what was found, and on what grounds it was removed',
    minLength: REASONS_MIN_LENGTH,
    maxLength: REASONS_MAX_LENGTH,
    example: 'The share held copies of a paid course, reported by its publisher as infringing its copyright.',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: REASONS_MESSAGE, context: REASONS_CONTEXT })
  @Length(REASONS_MIN_LENGTH, REASONS_MAX_LENGTH, { message: REASONS_MESSAGE, context: REASONS_CONTEXT })
  reasons: string;
}
