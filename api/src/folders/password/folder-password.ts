import { ApiException } from '../../errors/api-exception.js';
import type { CodedMessage } from '../../errors/error-codes.js';

/** The header a protected share's password travels in (never a URL, so it stays out of logs). */
export const SHARE_PASSWORD_HEADER = 'x-share-password';
export const SHARE_PASSWORD_HEADER_DOC = {
  name: SHARE_PASSWORD_HEADER,
  required: false,
  description: "A protected share's password; without it such a share answers 401 with passwordRequired",
};
const FOLDER_PASSWORD_MIN_LENGTH = 4;
const FOLDER_PASSWORD_MAX_LENGTH = 128;

const PASSWORD_REQUIRED_MESSAGE = 'This share is protected by a password.';
const WRONG_PASSWORD_MESSAGE = 'Wrong password for this share.';
/** How the optional `password` upload field appears in the OpenAPI document. */
export const FOLDER_PASSWORD_FIELD_DOC = {
  type: 'string',
  minLength: FOLDER_PASSWORD_MIN_LENGTH,
  maxLength: FOLDER_PASSWORD_MAX_LENGTH,
  description: 'Optional: protects the share; lookups then need it (empty means none)',
};
const PASSWORD_LENGTH_MESSAGE = `A share password must be ${FOLDER_PASSWORD_MIN_LENGTH} to ${FOLDER_PASSWORD_MAX_LENGTH} characters long.`;

/** Why a password given at upload cannot protect a share; undefined when it can. */
export function folderPasswordProblem(password: string): CodedMessage | undefined {
  const length = [...password].length;
  return length < FOLDER_PASSWORD_MIN_LENGTH || length > FOLDER_PASSWORD_MAX_LENGTH
    ? {
        code: 'invalid_share_password',
        message: PASSWORD_LENGTH_MESSAGE,
        params: { min: FOLDER_PASSWORD_MIN_LENGTH, max: FOLDER_PASSWORD_MAX_LENGTH },
      }
    : undefined;
}

/**
 * A 401 for a protected share: it exists (its code is said, as the client already holds it), and nothing more
 * is, until the right password comes (docs/sender-control.md).
 */
export class FolderPasswordRequiredException extends ApiException {
  constructor(folderCode: string, wrong = false) {
    super(
      wrong ? 'wrong_share_password' : 'password_required',
      wrong ? WRONG_PASSWORD_MESSAGE : PASSWORD_REQUIRED_MESSAGE,
      { passwordRequired: true, folderCode },
    );
  }
}
