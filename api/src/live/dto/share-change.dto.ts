import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FolderProgressDto } from '../../arrivals/progress/dto/folder-progress.dto.js';

/**
 * A watched share that changed: its progress and the ETag to watch it with from now on, or the status and body
 * its progress route answers instead (410 once it ended, with why; 401 without a valid grant; 404 unknown).
 */
export class ShareChangeDto {
  @ApiProperty({ example: '0427-q8Xk0vY3m9TfR2cLw7hN1A' })
  link: string;

  @ApiPropertyOptional({ description: 'With progress: the ETag to watch the share with from now on' })
  etag?: string;

  @ApiPropertyOptional({ type: FolderProgressDto })
  progress?: FolderProgressDto;

  @ApiPropertyOptional({ example: 410, description: 'Without progress: the status its progress route answers' })
  status?: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Without progress: the error body its progress route answers (statusCode, code, message, reason)',
  })
  error?: object;
}
