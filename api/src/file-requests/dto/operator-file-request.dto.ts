import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REQUEST_STATUSES, RequestRemovalDto, type RequestStatus } from './file-request-state.dto.js';

/**
 * A file request as the operator console shows it beside a report: what the server knows of it, and its sealed card,
 * which the operator's browser opens only with the request key a reporter pasted (the link's part after `#`).
 */
export class OperatorFileRequestDto {
  @ApiProperty({ example: '0427' })
  code: string;

  @ApiProperty({ description: 'The link segment `{code}-{linkKey}`' })
  link: string;

  @ApiProperty({ enum: REQUEST_STATUSES })
  status: RequestStatus;

  @ApiProperty({ example: '2030-01-01T10:00:00.000Z' })
  createdAt: string;

  @ApiProperty({ example: '2030-01-01T12:00:00.000Z' })
  closesAt: string;

  @ApiProperty({ type: 'integer', description: 'Answers it took (removed ones included)' })
  answers: number;

  @ApiProperty({ type: 'integer', description: 'Bytes its answers announced' })
  receivedBytes: number;

  @ApiProperty({ description: 'The sealed request card (SCRQ), unpadded base64url: opaque to the server' })
  card: string;

  @ApiPropertyOptional({ type: RequestRemovalDto, description: 'Present once operators took it down' })
  removal?: RequestRemovalDto;
}
