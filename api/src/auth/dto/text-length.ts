import { Length, type ValidationArguments } from 'class-validator';

export interface TextLengthMessages {
  /** Not text, or empty. */
  missing: string;
  tooShort?: string;
  tooLong: string;
}

/**
 * A length rule with one message per way of breaking it. Separate @IsString/@MinLength/@MaxLength would
 * each report on a missing field ("must be a string; must be longer…; must be shorter…"); this reports the
 * one that applies.
 */
export function TextLength(min: number, max: number, messages: TextLengthMessages): PropertyDecorator {
  return Length(min, max, {
    message: ({ value }: ValidationArguments) => {
      if (typeof value !== 'string' || value.length === 0) return messages.missing;
      if (value.length < min) return messages.tooShort ?? messages.missing;
      return messages.tooLong;
    },
  });
}
