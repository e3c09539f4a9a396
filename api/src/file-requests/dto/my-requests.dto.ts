import { ApiProperty } from '@nestjs/swagger';
import { REQUEST_STATUSES, type RequestStatus } from './file-request-state.dto.js';

export class MyRequestDto {
  @ApiProperty({ example: '0427' })
  code: string;

  @ApiProperty({ description: 'The link segment `{code}-{linkKey}`' })
  link: string;

  @ApiProperty({ enum: REQUEST_STATUSES })
  status: RequestStatus;

  @ApiProperty()
  closesAt: string;

  @ApiProperty({ type: 'integer', description: 'Answers it took' })
  answers: number;

  @ApiProperty({ type: 'integer' })
  receivedBytes: number;
}

export class MyRequestsDto {
  @ApiProperty({ type: [MyRequestDto] })
  requests: MyRequestDto[];
}
