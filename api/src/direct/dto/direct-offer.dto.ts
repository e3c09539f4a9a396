import { ApiProperty } from '@nestjs/swagger';
import { DIRECT_SESSION_ID_PARAM } from '../direct-session-id.js';
import { DirectIceDto } from './direct-ice.dto.js';
import { SessionDescription } from './session-description.js';

/** A direct session just started for a recipient: its id, and the ICE servers (TURN credentials) it may use. */
export class DirectSessionStartDto extends DirectIceDto {
  @ApiProperty({ description: 'Offer the connection under this id', example: DIRECT_SESSION_ID_PARAM.example })
  sessionId: string;
}

/** A recipient's offer of a peer connection, every ICE candidate gathered (non-trickle). */
export class DirectOfferDto {
  @SessionDescription('offer', "The recipient's SDP offer, its ICE candidates gathered")
  offer: string;
}

/** The sender page's answer to a recipient's offer. */
export class DirectSessionDto {
  @ApiProperty({ description: 'Names this direct session', example: DIRECT_SESSION_ID_PARAM.example })
  sessionId: string;

  @ApiProperty({ description: "The sender's SDP answer" })
  answer: string;
}
