import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { FOLDER_CODE_PATTERN } from '../../folders/codes/folder-code.js';
import { LIVE_ROADS, type LiveRoad } from '../live-roads.js';
import { coded } from '../../errors/coded-validation.pipe.js';

const ROADS_CONTEXT = coded('invalid_live_roads', { roads: LIVE_ROADS.join(', ') });

/** Longer than any management key: a longer one is refused before any lookup. */
const MAX_MANAGE_KEY_LENGTH = 128;

/** One share the page hosts, and for what. */
export class HostedShareDto {
  @ApiProperty({ example: '4821', pattern: FOLDER_CODE_PATTERN })
  // Nested messages reach the client prefixed with their place ("shares.0."): worded to read on from it.
  @Matches(new RegExp(FOLDER_CODE_PATTERN), {
    message: "code must be the share's 4-digit code.",
    context: coded('invalid_code_format'),
  })
  code: string;

  @ApiPropertyOptional({ description: "The share's management key (without it, the owner's session counts)" })
  @IsOptional()
  @IsString({ context: coded('invalid_manage_key') })
  @MaxLength(MAX_MANAGE_KEY_LENGTH, { context: coded('invalid_manage_key') })
  manageKey?: string;

  @ApiProperty({ enum: LIVE_ROADS, isArray: true, description: 'What the page answers for this share' })
  @IsArray({ context: ROADS_CONTEXT })
  @ArrayMinSize(1, { context: ROADS_CONTEXT })
  @ArrayUnique({ context: ROADS_CONTEXT })
  @IsIn(LIVE_ROADS, {
    each: true,
    message: `roads must each be one of: ${LIVE_ROADS.join(', ')}.`,
    context: ROADS_CONTEXT,
  })
  roads: LiveRoad[];
}
