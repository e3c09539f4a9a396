/**
 * The rule for a share's password, as the API applies it at upload: 4 to 128 characters (counted as the
 * user sees them, not as UTF-16 units). Checked here first so a person hears about it before any byte is sent.
 */
import { defineMessages } from 'react-intl';
import { pageIntl } from '../i18n/page-intl';

const SHARE_PASSWORD_MIN_LENGTH = 4;
const SHARE_PASSWORD_MAX_LENGTH = 128;

const messages = defineMessages<{ length: { min: string; max: string } }>({
  length: {
    id: 'sharing.sharePassword.length',
    defaultMessage: 'A share password must be {min} to {max} characters long.',
  },
});

/** The English of the rule's sentence, as the specs find it. */
export const SHARE_PASSWORD_LENGTH_MESSAGE = `A share password must be ${SHARE_PASSWORD_MIN_LENGTH} to ${SHARE_PASSWORD_MAX_LENGTH} characters long.`;

/** Why `password` cannot protect a share; undefined when it can. */
export function sharePasswordProblem(password: string): string | undefined {
  const length = [...password].length;
  return length < SHARE_PASSWORD_MIN_LENGTH || length > SHARE_PASSWORD_MAX_LENGTH
    ? pageIntl().formatMessage(messages.length, {
        min: String(SHARE_PASSWORD_MIN_LENGTH),
        max: String(SHARE_PASSWORD_MAX_LENGTH),
      })
    : undefined;
}
