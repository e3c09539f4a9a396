import { ApiProperty } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, Matches } from 'class-validator';
import { FOLDER_CODE_PATTERN } from '../../folders/codes/folder-code.js';
import { REQUESTER_KEY_PATTERN } from '../../code-exchange/requester-key.js';
import { coded } from '../../errors/coded-validation.pipe.js';

/** The one road a requester's page answers for its file request on. */
const REQUEST_ROADS = ['code-exchange'] as const;
export type RequestRoad = (typeof REQUEST_ROADS)[number];

const ROADS_CONTEXT = coded('invalid_live_roads', { roads: REQUEST_ROADS.join(', ') });

/** One file request the requester's page hosts: uploaders who type its code get its key from this page. */
export class HostedRequestDto {
  @ApiProperty({ example: '4821', pattern: FOLDER_CODE_PATTERN })
  // Nested messages reach the client prefixed with their place ("requests.0."): worded to read on from it.
  @Matches(new RegExp(FOLDER_CODE_PATTERN), {
    message: "code must be the request's 4-digit code.",
    context: coded('invalid_code_format'),
  })
  code: string;

  @ApiProperty({
    description: "The request's requesterKey, as its creation answered it",
    pattern: REQUESTER_KEY_PATTERN,
  })
  @Matches(new RegExp(REQUESTER_KEY_PATTERN), {
    message: 'requesterKey must be the 22 characters the request was created with.',
    context: coded('invalid_requester_key'),
  })
  requesterKey: string;

  @ApiProperty({ enum: REQUEST_ROADS, isArray: true, description: 'What the page answers for this request' })
  @IsArray({ context: ROADS_CONTEXT })
  @ArrayMinSize(1, { context: ROADS_CONTEXT })
  @ArrayUnique({ context: ROADS_CONTEXT })
  @IsIn(REQUEST_ROADS, {
    each: true,
    message: `roads must each be one of: ${REQUEST_ROADS.join(', ')}.`,
    context: ROADS_CONTEXT,
  })
  roads: RequestRoad[];
}
