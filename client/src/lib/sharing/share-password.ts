/**
 * The rule for a share's password, as the API applies it at upload: 4 to 128 characters (counted as the
 * user sees them, not as UTF-16 units). Checked here first so a person hears about it before any byte is sent.
 */
const SHARE_PASSWORD_MIN_LENGTH = 4;
const SHARE_PASSWORD_MAX_LENGTH = 128;

export const SHARE_PASSWORD_LENGTH_MESSAGE = `A share password must be ${SHARE_PASSWORD_MIN_LENGTH} to ${SHARE_PASSWORD_MAX_LENGTH} characters long.`;

/** Why `password` cannot protect a share; undefined when it can. */
export function sharePasswordProblem(password: string): string | undefined {
  const length = [...password].length;
  return length < SHARE_PASSWORD_MIN_LENGTH || length > SHARE_PASSWORD_MAX_LENGTH
    ? SHARE_PASSWORD_LENGTH_MESSAGE
    : undefined;
}
