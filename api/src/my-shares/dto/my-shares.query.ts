import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { coded } from '../../errors/coded-validation.pipe.js';

const MAX_QUERY_LENGTH = 200;

export class MySharesQuery {
  @ApiPropertyOptional({
    description: 'Only shares whose code, or the name or path of one of whose files, contains this text (any case)',
    example: 'beach',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString({ message: 'q must be text.', context: coded('invalid_search_text', { max: MAX_QUERY_LENGTH }) })
  @MaxLength(MAX_QUERY_LENGTH, {
    message: `The search text must be at most ${MAX_QUERY_LENGTH} characters long.`,
    context: coded('invalid_search_text', { max: MAX_QUERY_LENGTH }),
  })
  q?: string;
}
