import { applyDecorators } from '@nestjs/common';
import { ValidateBy } from 'class-validator';
import { coded } from '../../errors/coded-validation.pipe.js';
import type { CodedMessage } from '../../errors/error-codes.js';

export interface TextLengthMessages {
  /** Not text, or empty. */
  missing: CodedMessage;
  /** Shorter than the minimum: `missing` when not given. */
  tooShort?: CodedMessage;
  tooLong: CodedMessage;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function rule(name: string, validate: (value: unknown) => boolean, { code, message, params }: CodedMessage) {
  return ValidateBy({ name, validator: { validate } }, { message, context: coded(code, params) });
}

/**
 * A length rule with one message, and one code, per way of breaking it. Separate @IsString/@MinLength/@MaxLength
 * would each report on a missing field ("must be a string; must be longer…; must be shorter…"); of these three
 * rules at most one fails, the one that applies.
 */
export function TextLength(min: number, max: number, messages: TextLengthMessages): PropertyDecorator {
  return applyDecorators(
    rule('textPresent', isText, messages.missing),
    rule('textMinLength', (value) => !isText(value) || value.length >= min, messages.tooShort ?? messages.missing),
    rule('textMaxLength', (value) => !isText(value) || value.length <= max, messages.tooLong),
  );
}
