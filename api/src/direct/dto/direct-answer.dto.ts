import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import type { SenderAnswer } from '../../relay/message-relay.js';
import { RefusedWithout } from '../../relay/refusal.validator.js';
import { SessionDescription } from './session-description.js';

/** The sender's page answers an offer: with its SDP answer, or refusing it. */
export class DirectAnswerDto {
  @SessionDescription('answer', "The sender's SDP answer, its ICE candidates gathered. Omitted with `refused`", false)
  @ValidateIf((answer: DirectAnswerDto) => answer.refused === undefined)
  answer?: string;

  @ApiPropertyOptional({ enum: [true], description: 'The page will not connect: the recipient is told at once' })
  @RefusedWithout('answer', 'an answer')
  refused?: true;
}

/** The answer the DTO carries. */
export function senderAnswerOf({ answer, refused }: DirectAnswerDto): SenderAnswer {
  return refused ? { refused } : { message: answer! };
}
