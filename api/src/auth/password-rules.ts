import type { CodedMessage } from '../errors/error-codes.js';

/** Account field limits, named once: the DTOs validate against them and the client states the password rule. */
export const PASSWORD_MIN_LENGTH = 8;
/** Hashing cost grows with input; nobody types a longer password than this. */
export const PASSWORD_MAX_LENGTH = 1024;
export const USERNAME_MAX_LENGTH = 100;
/** The longest address mail servers must accept (a forward path's limit). */
export const EMAIL_MAX_LENGTH = 254;

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const USERNAME_REQUIRED_MESSAGE = 'Please enter your full name.';
export const USERNAME_TOO_LONG_MESSAGE = `Full name must be at most ${USERNAME_MAX_LENGTH} characters long.`;

/** The same rules with their codes, as the DTOs answer them. */
export const PASSWORD_TOO_SHORT: CodedMessage = {
  code: 'password_too_short',
  message: PASSWORD_TOO_SHORT_MESSAGE,
  params: { min: PASSWORD_MIN_LENGTH },
};
export const PASSWORD_TOO_LONG: CodedMessage = {
  code: 'password_too_long',
  message: PASSWORD_TOO_LONG_MESSAGE,
  params: { max: PASSWORD_MAX_LENGTH },
};

/** Emails are compared trimmed and lower-cased: "Ada@Example.com " and "ada@example.com" are one account. */
export function normalizeEmail(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}
