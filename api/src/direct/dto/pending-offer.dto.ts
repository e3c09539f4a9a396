import { ApiProperty } from '@nestjs/swagger';
import { DIRECT_SESSION_ID_PARAM } from '../direct-session-id.js';
import { DirectIceDto } from './direct-ice.dto.js';

/** A recipient's offer waiting for the sender's page, with the ICE servers the page should use to answer it. */
export class PendingOfferDto extends DirectIceDto {
  @ApiProperty({ description: 'Answer the offer under this id', example: DIRECT_SESSION_ID_PARAM.example })
  sessionId: string;

  @ApiProperty({ description: "The recipient's SDP offer" })
  offer: string;
}
