import { ApiProperty } from '@nestjs/swagger';
import {
  EXCHANGE_MESSAGE_EXAMPLE,
  EXCHANGE_MESSAGE_PATTERN,
  EXCHANGE_STEPS,
  type ExchangeStep,
} from '../exchange-messages.js';
import { SESSION_ID_PARAM } from '../session-id.js';

/** A recipient's step waiting for the sender's page. */
export class PendingExchangeMessageDto {
  @ApiProperty({
    description: 'The exchange it belongs to: answer it under this id',
    example: SESSION_ID_PARAM.example,
  })
  sessionId: string;

  @ApiProperty({ enum: EXCHANGE_STEPS })
  step: ExchangeStep;

  @ApiProperty({
    description: "The recipient's message, opaque to the relay: unpadded base64url",
    pattern: EXCHANGE_MESSAGE_PATTERN,
    example: EXCHANGE_MESSAGE_EXAMPLE,
  })
  message: string;
}
