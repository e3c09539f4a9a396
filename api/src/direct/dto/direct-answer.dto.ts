import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import type { SenderAnswer } from '../../relay/message-relay.js';
import { SessionDescription } from './session-description.js';

/** `refused`, when sent, is `true` and comes without an answer. */
@ValidatorConstraint({ name: 'directRefusal' })
class IsRefusal implements ValidatorConstraintInterface {
  validate(refused: unknown, { object }: ValidationArguments): boolean {
    return refused === undefined || (refused === true && (object as DirectAnswerDto).answer === undefined);
  }

  defaultMessage(): string {
    return 'Send either an answer or refused: true, not both.';
  }
}

/** The sender's page answers an offer: with its SDP answer, or refusing it. */
export class DirectAnswerDto {
  @SessionDescription('answer', "The sender's SDP answer, its ICE candidates gathered. Omitted with `refused`", false)
  @ValidateIf((answer: DirectAnswerDto) => answer.refused === undefined)
  answer?: string;

  @ApiPropertyOptional({ enum: [true], description: 'The page will not connect: the recipient is told at once' })
  @Validate(IsRefusal)
  refused?: true;
}

/** The answer the DTO carries. */
export function senderAnswerOf({ answer, refused }: DirectAnswerDto): SenderAnswer {
  return refused ? { refused } : { message: answer! };
}
