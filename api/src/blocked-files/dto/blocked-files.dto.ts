import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { BLOCK_SOURCES, type BlockSource } from '../blocked-file.entity.js';
import { coded } from '../../errors/coded-validation.pipe.js';

const DEFAULT_PAGE = 50;
const MAX_PAGE = 500;
const PAGE_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE}.`;
const NOTE_MAX_LENGTH = 1000;
const ID_MESSAGE = "The share's id must be a whole number.";

export class BlockShareParams {
  @ApiProperty({ description: "The share's database id", example: 42 })
  @Type(() => Number)
  @IsInt({ message: ID_MESSAGE, context: coded('invalid_id') })
  @Min(1, { message: ID_MESSAGE, context: coded('invalid_id') })
  id: number;
}

export class BlockedShareDto {
  @ApiProperty({ description: 'How many distinct files of the share are on the block list now', example: 3 })
  blocked: number;
}

export class ImportBlockListDto {
  @ApiProperty({
    description: 'One SHA-256 (64 hex digits) per line; `#` starts a comment; sha256sum output reads as it is',
    example: '# from the hotline\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  })
  @IsString({ message: 'Send the list as text: one SHA-256 per line.', context: coded('invalid_block_list') })
  @MinLength(1, { message: 'The list is empty: send one SHA-256 per line.', context: coded('invalid_block_list') })
  hashes: string;

  @ApiPropertyOptional({
    description: "Where the list comes from, in the operator's words",
    maxLength: NOTE_MAX_LENGTH,
  })
  @IsOptional()
  @IsString({ message: 'note must be text.', context: coded('invalid_block_note', { max: NOTE_MAX_LENGTH }) })
  @MaxLength(NOTE_MAX_LENGTH, {
    message: `note may be at most ${NOTE_MAX_LENGTH} characters.`,
    context: coded('invalid_block_note', { max: NOTE_MAX_LENGTH }),
  })
  note?: string;
}

export class ImportOutcomeDto {
  @ApiProperty({ description: 'Digests new to the list', example: 12 })
  added: number;

  @ApiProperty({ description: 'Digests that were on it already', example: 1 })
  alreadyBlocked: number;

  @ApiProperty({ type: [Number], description: 'Lines (1-based) that held no SHA-256', example: [7] })
  invalidLines: number[];
}

export class BlockListQuery {
  @ApiPropertyOptional({ default: DEFAULT_PAGE, minimum: 1, maximum: MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE, context: coded('invalid_page_size', { max: MAX_PAGE }) })
  @Min(1, { message: PAGE_MESSAGE, context: coded('invalid_page_size', { max: MAX_PAGE }) })
  @Max(MAX_PAGE, { message: PAGE_MESSAGE, context: coded('invalid_page_size', { max: MAX_PAGE }) })
  limit: number = DEFAULT_PAGE;

  @ApiPropertyOptional({ description: 'Only entries listed after this digest (the next page)' })
  @IsOptional()
  @Matches(/^[0-9a-f]{64}$/, {
    message: 'before must be a SHA-256 from the list (64 lower-case hex digits).',
    context: coded('invalid_page_start'),
  })
  before?: string;
}

export class BlockedFileDto {
  @ApiProperty({ example: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' })
  sha256: string;

  @ApiProperty({ example: '2030-01-01T10:00:00.000Z' })
  addedAt: string;

  @ApiProperty({ enum: BLOCK_SOURCES })
  source: BlockSource;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;
}

export class BlockListDto {
  @ApiProperty({ type: [BlockedFileDto] })
  entries: BlockedFileDto[];
}
