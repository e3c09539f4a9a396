import { ApiProperty } from '@nestjs/swagger';

const REQUEST_STATUSES = ['open', 'ended', 'expired', 'removed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What every view of a request names: which request, and where it stands. */
export class RequestSummaryDto {
  @ApiProperty({ example: '0427' })
  code: string;

  @ApiProperty({ description: 'The link segment `{code}-{linkKey}`' })
  link: string;

  @ApiProperty({ enum: REQUEST_STATUSES })
  status: RequestStatus;

  @ApiProperty({ example: '2030-01-01T12:00:00.000Z' })
  closesAt: string;
}

/** A request with what its answers came to, as lists of requests show it. */
export class RequestTotalsDto extends RequestSummaryDto {
  @ApiProperty({ type: 'integer', description: 'Answers it took (removed ones included)' })
  answers: number;

  @ApiProperty({ type: 'integer', description: 'Bytes its answers announced' })
  receivedBytes: number;
}
