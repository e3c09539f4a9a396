import { ApiProperty } from '@nestjs/swagger';
import { RequestTotalsDto } from './request-summary.dto.js';

export class MyRequestsDto {
  @ApiProperty({ type: [RequestTotalsDto] })
  requests: RequestTotalsDto[];
}
