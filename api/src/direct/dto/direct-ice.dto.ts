import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ICE_TRANSPORT_POLICIES, type IceTransportPolicy } from '../../config/direct-transfer-environment.js';

/** One entry of RTCConfiguration.iceServers. */
export class IceServerDto {
  @ApiProperty({ type: [String], example: ['turn:turn.example.com:3478?transport=udp'] })
  urls: string[];

  @ApiPropertyOptional({
    description: "A TURN server's: `{unix expiry}:{random id}`, valid for TURN_CREDENTIAL_TTL_SECONDS",
    example: '1700000600:3q2-7wEAAAAAAAAA',
  })
  username?: string;

  @ApiPropertyOptional({
    description: "A TURN server's: base64(HMAC-SHA1(TURN_SECRET, username)), as coturn's use-auth-secret checks it",
    example: 'Cd/49soE35ICqcJF/bCTn8Z4OyE=',
  })
  credential?: string;
}

/** What a page's RTCPeerConnection is configured with. */
export class DirectIceDto {
  @ApiProperty({ type: [IceServerDto], description: 'STUN and TURN servers; empty: host candidates only' })
  iceServers: IceServerDto[];

  @ApiProperty({
    enum: ICE_TRANSPORT_POLICIES,
    description: "`relay`: the operator wants only the TURN relay used (it hides the devices' addresses)",
  })
  iceTransportPolicy: IceTransportPolicy;
}

/** Whether a share's recipient may try a direct transfer now, and how. */
export class DirectAvailabilityDto extends DirectIceDto {
  @ApiProperty({ description: "The sender's page is there for direct transfer (and the share is open)" })
  available: boolean;
}
