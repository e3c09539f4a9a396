import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import {
  EXCHANGE_MESSAGE_CONTEXT,
  EXCHANGE_MESSAGE_EXAMPLE,
  EXCHANGE_MESSAGE_FORMAT_MESSAGE,
  EXCHANGE_MESSAGE_PATTERN,
} from '../exchange-messages.js';

const MESSAGE_DOC = {
  description: "One of the exchange's messages, opaque to the relay: unpadded base64url",
  pattern: EXCHANGE_MESSAGE_PATTERN,
  example: EXCHANGE_MESSAGE_EXAMPLE,
};

/** A recipient's step, and the sender's answer to it, as relayed. */
export class RelayMessageDto {
  @ApiProperty(MESSAGE_DOC)
  @IsString({ message: EXCHANGE_MESSAGE_FORMAT_MESSAGE, context: EXCHANGE_MESSAGE_CONTEXT })
  @Matches(new RegExp(EXCHANGE_MESSAGE_PATTERN), {
    message: EXCHANGE_MESSAGE_FORMAT_MESSAGE,
    context: EXCHANGE_MESSAGE_CONTEXT,
  })
  message: string;
}

export class RelayMessageResponseDto {
  @ApiProperty({ type: RelayMessageDto })
  data: RelayMessageDto;
}
