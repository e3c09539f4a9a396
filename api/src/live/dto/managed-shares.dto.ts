import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { FolderStateDto } from '../../folders/dto/folder-state.dto.js';
import { HostedShareDto } from './hosted-shares.dto.js';
import { MAX_TOKEN_LENGTH } from './watched-shares.dto.js';
import { coded } from '../../errors/coded-validation.pipe.js';

/** A share a sender's page shows the state of (its status panel, its Recent shares row), as the page last saw it. */
export class ManagedShareDto extends PickType(HostedShareDto, ['code', 'manageKey'] as const) {
  @ApiPropertyOptional({ description: "The ETag of the share's state the page has; absent, the poll answers at once" })
  @IsOptional()
  @IsString({ context: coded('invalid_etag') })
  @MaxLength(MAX_TOKEN_LENGTH, { context: coded('invalid_etag') })
  etag?: string;
}

/**
 * A managed share whose state changed: its state and the ETag to watch it with from now on, or the status and
 * body its state route answers instead (404: unknown code or key, or removed after it ended).
 */
export class ShareStateChangeDto {
  @ApiProperty({ example: '4821' })
  code: string;

  @ApiPropertyOptional({ description: 'With state: the ETag to watch the share with from now on' })
  etag?: string;

  @ApiPropertyOptional({ type: FolderStateDto })
  state?: FolderStateDto;

  @ApiPropertyOptional({ example: 404, description: 'Without state: the status its state route answers' })
  status?: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Without state: the error body its state route answers (statusCode, code, message)',
  })
  error?: object;
}
