import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ANSWER_STATES, type AnswerState } from '../answers/answer.entity.js';
import { REMOVAL_CATEGORIES, type RemovalCategory } from '../../folders/endings/ending.js';
import { RequestSummaryDto } from './request-summary.dto.js';

export class AnswerFileDto {
  @ApiProperty({ description: 'A file id, `manifest` or `thumbnails`' })
  path: string;

  @ApiProperty({ type: 'integer' })
  filesize: number;

  @ApiProperty({ type: 'integer' })
  receivedBytes: number;

  @ApiProperty({ enum: ['arriving', 'ready'] })
  status: 'arriving' | 'ready';

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Root-relative URL of its ciphertext (Range, ?follow=1); null when the state was asked with the session alone, ' +
      'as the URL carries the requester key',
  })
  url: string | null;
}

export class AnswerDto {
  @ApiProperty({ description: 'The answer id (22 base64url)' })
  id: string;

  @ApiProperty({ description: 'The answer key wrapped to the requester (81 bytes, unpadded base64url)' })
  wrappedKey: string;

  @ApiProperty({ enum: ANSWER_STATES })
  state: AnswerState;

  @ApiProperty({ type: 'integer' })
  receivedBytes: number;

  @ApiProperty({ type: 'integer' })
  totalBytes: number;

  @ApiProperty()
  createdAt: string;

  @ApiProperty({ type: String, nullable: true })
  arrivedAt: string | null;

  @ApiProperty({ description: 'When it is deleted: its arrival plus the retention' })
  expiresAt: string;

  @ApiProperty({ type: [AnswerFileDto] })
  files: AnswerFileDto[];
}

export class RequestRemovalDto {
  @ApiProperty({ enum: REMOVAL_CATEGORIES })
  category: RemovalCategory;

  @ApiProperty({ description: "The operators' statement of reasons" })
  reasons: string;
}

/** The requester's view of a request: its status and every answer with its files. */
export class FileRequestStateDto extends RequestSummaryDto {
  @ApiProperty({
    description:
      'The sealed card (base64url), as made: a device the requester adds with its requester link checks it under K',
  })
  card: string;

  @ApiProperty({ type: 'integer', nullable: true })
  sizeCap: number | null;

  @ApiPropertyOptional({ type: RequestRemovalDto })
  removal?: RequestRemovalDto;

  @ApiProperty({ type: [AnswerDto] })
  answers: AnswerDto[];
}
