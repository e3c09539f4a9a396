import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, Min } from 'class-validator';

/** How environment variables' strings become values: Environment's and DirectTransferEnvironment's. */

export const TRUE_WORDS = ['true', '1', 'on', 'yes'];
export const FALSE_WORDS = ['false', '0', 'off', 'no'];

/** Decimals are plain too: "0.1" or "2" yes, "1e-3" or ".5x" no. */
export function toDecimal({ value }: { value: unknown }): unknown {
  return typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value;
}

/** Integers must be plain digits: "3000" yes, "3e3", "0x10" or "3000abc" no. */
export function toInteger({ value }: { value: unknown }): unknown {
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

export function toBoolean({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  return value;
}

/**
 * A whole number of at least 1, written as plain digits. Applied in this order, class-validator checks the
 * type first (see Environment), so "abc" is reported with `message` rather than as out of range.
 */
export function PositiveWholeNumber(message: string): PropertyDecorator {
  return applyDecorators(IsInt({ message }), Min(1), Transform(toInteger));
}
