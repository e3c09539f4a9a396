import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { FOLDER_LINK_PATTERN, INVALID_LINK_FORMAT_MESSAGE } from '../../folders/codes/folder-ref.js';
import { coded } from '../../errors/coded-validation.pipe.js';

/** Longer than any ETag or grant the API hands out: a longer one is refused before any lookup. */
export const MAX_TOKEN_LENGTH = 256;

/** A share a recipient's page shows, as it last saw it (docs/live.md). */
export class WatchedShareDto {
  @ApiProperty({ example: '0427-q8Xk0vY3m9TfR2cLw7hN1A', pattern: FOLDER_LINK_PATTERN })
  // Nested messages reach the client prefixed with their place ("watch.0."): worded to read on from it.
  @Matches(new RegExp(FOLDER_LINK_PATTERN), {
    message: `link must be a share link. ${INVALID_LINK_FORMAT_MESSAGE}`,
    context: coded('invalid_link_format'),
  })
  link: string;

  @ApiPropertyOptional({
    description: "The ETag of the share's progress the page has; absent, the poll answers at once",
  })
  @IsOptional()
  @IsString({ context: coded('invalid_etag') })
  @MaxLength(MAX_TOKEN_LENGTH, { context: coded('invalid_etag') })
  etag?: string;

  @ApiPropertyOptional({ description: "A protected share's grant, as the URLs of a lookup with its password carry it" })
  @IsOptional()
  @IsString({ context: coded('invalid_grant') })
  @MaxLength(MAX_TOKEN_LENGTH, { context: coded('invalid_grant') })
  grant?: string;
}
