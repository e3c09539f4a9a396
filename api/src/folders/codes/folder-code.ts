import { CODE_LENGTH } from '../../code-space/codes.js';

/** A code as text: exactly CODE_LENGTH decimal digits (for validators and the OpenAPI document). */
export const FOLDER_CODE_PATTERN = `^\\d{${CODE_LENGTH}}$`;
const CODE_PATTERN = new RegExp(FOLDER_CODE_PATTERN);
export const INVALID_CODE_FORMAT_MESSAGE = `The folder code must be exactly ${CODE_LENGTH} digits.`;

export function isFolderCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}
