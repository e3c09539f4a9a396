import { isRandomToken, randomToken, tokenHash } from '../../common/random-token.js';

/** The header a sender (or a terminal) sends the management key in: never a URL, so it stays out of logs. */
export const MANAGE_KEY_HEADER = 'x-manage-key';

/** The header as every sender route's OpenAPI entry describes it. */
export const MANAGE_KEY_HEADER_DOC = {
  name: MANAGE_KEY_HEADER,
  required: false,
  description: "The upload answer's manageKey. Without it, the signed-in owner's session cookie is used.",
};

/** 128 bits, as 22 base64url characters. */
const MANAGE_KEY_BYTES = 16;

export function newManageKey(): string {
  return randomToken(MANAGE_KEY_BYTES);
}

/** What the database keeps of a key (see tokenHash): a leaked row cannot manage the folder. */
export function hashManageKey(key: string): string {
  return tokenHash(key);
}

export function isManageKeyShaped(key: unknown): key is string {
  return isRandomToken(key, MANAGE_KEY_BYTES);
}
