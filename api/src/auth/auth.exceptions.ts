import { ApiException } from '../errors/api-exception.js';

const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
const INCORRECT_PASSWORD_MESSAGE = 'Incorrect password. Your account was not deleted.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Log in instead.';

/** Login with an unknown email or a wrong password: one answer for both, so emails cannot be probed. */
export class InvalidCredentialsException extends ApiException {
  constructor() {
    super('invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  }
}

/**
 * A wrong password when confirming an account deletion. 403, not 401: the session is fine, and the client
 * reads a 401 from a signed-in call as "signed out".
 */
export class IncorrectPasswordException extends ApiException {
  constructor() {
    super('incorrect_password', INCORRECT_PASSWORD_MESSAGE);
  }
}
