import { defineMessages } from 'react-intl';
import { pageIntl } from '../i18n/page-intl';
import { apiErrorMessage } from './error-messages';
import { ApiError, messageOf, refusalOf, requestJson, requestSignedIn } from './http';
import { type ProofOfWorkOptions, withProofOfWork } from './proof-of-work-request';
import type { StoredUser } from '../platform/user-store';
import type { components } from './schema';

type Schemas = components['schemas'];

/** The signup payload (POST /api/signup); `username` carries the full name. */
export type SignupPayload = Schemas['SignupDto'];

/** The login payload (POST /api/login); `remember` (Remember me) asks for a 30-day cookie instead of a browser-session one. */
export type LoginPayload = Schemas['LoginDto'];

/** The signup form states it; the server enforces it. */
export const PASSWORD_MIN_LENGTH = 8;

const messages = defineMessages({
  /** Shown when a login or signup request throws instead of answering. */
  unavailable: { id: 'auth.failure.unavailable', defaultMessage: 'Something went wrong. Please try again later.' },
  loginFailed: { id: 'auth.failure.loginFailed', defaultMessage: 'Login failed!' },
  signupFailed: { id: 'auth.failure.signupFailed', defaultMessage: 'Signup failed!' },
});

/** The fallbacks a page names (in English, as the specs find them), each said in the page's language. */
export const LOGIN_FAILED_MESSAGE = 'Login failed!';
export const SIGNUP_FAILED_MESSAGE = 'Signup failed!';
const FALLBACKS: Readonly<Record<string, (typeof messages)[keyof typeof messages]>> = {
  [LOGIN_FAILED_MESSAGE]: messages.loginFailed,
  [SIGNUP_FAILED_MESSAGE]: messages.signupFailed,
};

/**
 * POST /api/login. This API answers `{ user: {...} }`; a bare user object is accepted too, so either shape
 * works; the e-mail typed in is kept when the server's user lacks one (the nav bar shows its first letter).
 * After many wrong passwords for the account the server asks for a proof of work, solved here.
 */
export async function login(payload: LoginPayload, options: ProofOfWorkOptions = {}): Promise<StoredUser> {
  const body = await withProofOfWork(
    (headers) =>
      requestJson<unknown>('/api/login', {
        method: 'POST',
        body: JSON.stringify(payload),
        headers,
        signal: options.signal,
      }),
    options,
  );
  const wrapped = body && typeof body === 'object' ? (body as { user?: unknown }).user : undefined;
  const user = (
    wrapped && typeof wrapped === 'object' ? wrapped : body && typeof body === 'object' ? body : {}
  ) as StoredUser;
  const { password: _password, ...safe } = user as StoredUser & { password?: unknown };
  return { ...safe, email: typeof safe.email === 'string' && safe.email ? safe.email : payload.email };
}

/** POST /api/signup. Resolves on any 2xx answer. */
export async function signup(payload: SignupPayload): Promise<void> {
  await requestJson<unknown>('/api/signup', { method: 'POST', body: JSON.stringify(payload) });
}

/** POST /api/logout: ends this browser's session on the server and clears its cookie (fine without one). */
export async function logout(): Promise<void> {
  await requestJson<unknown>('/api/logout', { method: 'POST' });
}

/**
 * DELETE /api/me: deletes the account, its sessions and its shares with their files, once the password is
 * confirmed. Rejects with the server's message for a wrong password (403) or too many attempts (429), and
 * with SessionExpiredError when the session had already ended.
 */
export async function deleteAccount(password: string): Promise<void> {
  const body: Schemas['DeleteAccountDto'] = { password };
  await requestSignedIn<unknown>('/api/me', { method: 'DELETE', body: JSON.stringify(body) });
}

/**
 * A non-OK answer shows the server's message, else `fallback` ("Login failed!" / "Signup failed!");
 * anything else (network down, bad JSON) shows "Something went wrong. Please try again later."
 */
function authErrorMessage(error: unknown, fallback: string): string {
  const intl = pageIntl();
  if (!(error instanceof ApiError)) return intl.formatMessage(messages.unavailable);
  // The server's sentence in the page's language, when it sent one.
  const message = messageOf(error.body);
  if (message !== undefined) return apiErrorMessage(error.code, error.params, message);
  const known = FALLBACKS[fallback];
  return known ? intl.formatMessage(known) : fallback;
}

/** What a failed login, signup or account deletion shows: its message, and when a refusal to retry ends. */
export interface AuthFailure {
  text: string;
  retryAt?: number;
}

/** authErrorMessage, with a 429's wait as a moment to count down to instead of a figure in the text. */
export function authFailureOf(error: unknown, fallback: string): AuthFailure {
  const refusal = refusalOf(error);
  return refusal ? { text: refusal.reason, retryAt: refusal.retryAt } : { text: authErrorMessage(error, fallback) };
}
