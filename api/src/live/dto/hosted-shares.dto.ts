import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { FOLDER_CODE_PATTERN } from '../../folders/codes/folder-code.js';
import { LIVE_ROADS, type LiveRoad } from '../live-roads.js';

/** Longer than any management key: a longer one is refused before any lookup. */
const MAX_MANAGE_KEY_LENGTH = 128;

/** One share the page hosts, and for what. */
export class HostedShareDto {
  @ApiProperty({ example: '4821', pattern: FOLDER_CODE_PATTERN })
  // Nested messages reach the client prefixed with their place ("shares.0."): worded to read on from it.
  @Matches(new RegExp(FOLDER_CODE_PATTERN), { message: "code must be the share's 4-digit code." })
  code: string;

  @ApiPropertyOptional({ description: "The share's management key (without it, the owner's session counts)" })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_MANAGE_KEY_LENGTH)
  manageKey?: string;

  @ApiProperty({ enum: LIVE_ROADS, isArray: true, description: 'What the page answers for this share' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsIn(LIVE_ROADS, { each: true, message: `roads must each be one of: ${LIVE_ROADS.join(', ')}.` })
  roads: LiveRoad[];
}
