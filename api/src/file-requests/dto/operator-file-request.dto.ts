import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RequestRemovalDto } from './file-request-state.dto.js';
import { RequestTotalsDto } from './request-summary.dto.js';

/**
 * A file request as the operator console shows it beside a report: what the server knows of it, and its sealed card,
 * which the operator's browser opens only with the request key a reporter pasted (the link's part after `#`).
 */
export class OperatorFileRequestDto extends RequestTotalsDto {
  @ApiProperty({ example: '2030-01-01T10:00:00.000Z' })
  createdAt: string;

  @ApiProperty({ description: 'The sealed request card (SCRQ), unpadded base64url: opaque to the server' })
  card: string;

  @ApiPropertyOptional({ type: RequestRemovalDto, description: 'Present once operators took it down' })
  removal?: RequestRemovalDto;
}
