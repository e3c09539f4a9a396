/**
 * The header a requester's page names its file request's credential in (the requester key its creation answered),
 * as every requester route of docs/design/file-requests.md takes it: never in a URL, so it stays out of logs.
 */
export const REQUESTER_KEY_HEADER = 'x-requester-key';

/** The header as the requester's routes' OpenAPI entries describe it. */
export const REQUESTER_KEY_HEADER_DOC = {
  name: REQUESTER_KEY_HEADER,
  required: true,
  description: "The file request's requesterKey, as its creation answered it.",
};

/** A requester key's spelling: 16 random bytes as 22 base64url characters. */
export const REQUESTER_KEY_PATTERN = '^[A-Za-z0-9_-]{22}$';
