import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches, ValidateIf } from 'class-validator';
import {
  EXCHANGE_MESSAGE_CONTEXT,
  EXCHANGE_MESSAGE_EXAMPLE,
  EXCHANGE_MESSAGE_FORMAT_MESSAGE,
  EXCHANGE_MESSAGE_PATTERN,
  EXCHANGE_STEPS,
  type ExchangeStep,
} from '../exchange-messages.js';
import type { SenderAnswer } from '../../relay/message-relay.js';
import { RefusedWithout } from '../../relay/refusal.validator.js';
import { coded } from '../../errors/coded-validation.pipe.js';

const STEP_MESSAGE = `step must be one of: ${EXCHANGE_STEPS.join(', ')}.`;

/** The sender's page answers a recipient's step: with its own message, or refusing the exchange. */
export class SenderAnswerDto {
  @ApiProperty({ enum: EXCHANGE_STEPS, description: 'The step answered, as the poll named it' })
  @IsIn(EXCHANGE_STEPS, {
    message: STEP_MESSAGE,
    context: coded('invalid_exchange_step', { steps: EXCHANGE_STEPS.join(', ') }),
  })
  step: ExchangeStep;

  @ApiPropertyOptional({
    description: 'The answer, opaque to the relay: unpadded base64url. Omitted with `refused`',
    pattern: EXCHANGE_MESSAGE_PATTERN,
    example: EXCHANGE_MESSAGE_EXAMPLE,
  })
  @ValidateIf((answer: SenderAnswerDto) => answer.refused === undefined)
  @IsString({ message: EXCHANGE_MESSAGE_FORMAT_MESSAGE, context: EXCHANGE_MESSAGE_CONTEXT })
  @Matches(new RegExp(EXCHANGE_MESSAGE_PATTERN), {
    message: EXCHANGE_MESSAGE_FORMAT_MESSAGE,
    context: EXCHANGE_MESSAGE_CONTEXT,
  })
  message?: string;

  @ApiPropertyOptional({
    enum: [true],
    description: "The recipient's confirmation did not check out: the exchange ends, and the recipient is told",
  })
  @RefusedWithout('message', 'a message')
  refused?: true;
}

/** The answer the DTO carries. */
export function senderAnswerOf({ message, refused }: SenderAnswerDto): SenderAnswer {
  return refused ? { refused } : { message: message! };
}
