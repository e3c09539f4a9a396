import { coded } from '../errors/coded-validation.pipe.js';

/** The recipient's two messages of the code exchange (docs/encryption.md); the sender's page answers each. */
export const EXCHANGE_STEPS = ['hello', 'confirmation'] as const;
export type ExchangeStep = (typeof EXCHANGE_STEPS)[number];

/** The longest message relayed: the largest of the protocol's messages is 97 bytes (130 characters). */
const MAX_MESSAGE_LENGTH = 256;
/** Unpadded base64url, as the pages encode the exchange's bytes. The relay never decodes them. */
export const EXCHANGE_MESSAGE_PATTERN = `^[A-Za-z0-9_-]{1,${MAX_MESSAGE_LENGTH}}$`;
export const EXCHANGE_MESSAGE_FORMAT_MESSAGE = `message must be unpadded base64url (letters, digits, - and _), 1 to ${MAX_MESSAGE_LENGTH} characters long.`;
export const EXCHANGE_MESSAGE_CONTEXT = coded('invalid_exchange_message', { max: MAX_MESSAGE_LENGTH });
export const EXCHANGE_MESSAGE_EXAMPLE = 'AcXb1mD0Yp3kq8Xk0vY3m9TfR2cLw7hN1Aq8Xk0vY3m9T';
