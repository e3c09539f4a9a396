/**
 * The one place the client talks HTTP to the API. Feature modules beside this file (auth.ts, folders.ts, …)
 * build typed calls on top of `requestJson` (or `requestSignedIn` for calls that need the session cookie);
 * pages and components never call fetch directly.
 */
import { expireSession } from '../platform/user-store';
import { defineMessages } from '../i18n/define-messages';
import { pageIntl } from '../i18n/page-intl';
import { apiErrorMessage, type ApiErrorParams } from './error-messages';

const messages = defineMessages<{ requestFailed: { status: string } }>({
  requestFailed: { id: 'api.requestFailed', defaultMessage: 'Request failed with status {status}' },
});

/** What a failed answer says when its body carries no message ("Request failed with status 502"). */
export function requestFailedMessage(status: number): string {
  return pageIntl().formatMessage(messages.requestFailed, { status: String(status) });
}

/** The machine `code` of an error body (docs/api.md, "Error codes"), when it has one. */
function codeOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' && code ? code : undefined;
}

/** The values an error body's English message names (`params`), text and numbers only. */
function paramsOf(body: unknown): ApiErrorParams {
  if (!body || typeof body !== 'object') return {};
  const params = (body as { params?: unknown }).params;
  if (!params || typeof params !== 'object' || Array.isArray(params)) return {};
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => typeof value === 'string' || typeof value === 'number'),
  );
}

/**
 * An API answer that was not 2xx, carrying the server's human-readable message when it sent one, and, for
 * a 429 with Retry-After, the moment (epoch milliseconds) from which trying again can succeed. Its `message` is
 * in the page's language: the server's own in the source language (and for a code this client does not know),
 * else the sentence for the body's `code` with its `params` (error-messages.ts).
 */
export class ApiError extends Error {
  readonly retryAt: number | undefined;
  /** The body's machine code, which says what went wrong whatever the language (docs/api.md). */
  readonly code: string | undefined;
  /** The values the body's message names, under the API's names. */
  readonly params: ApiErrorParams;

  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    retryAfterSeconds?: number,
  ) {
    const code = codeOf(body);
    const params = paramsOf(body);
    super(apiErrorMessage(code, params, message));
    this.code = code;
    this.params = params;
    this.name = 'ApiError';
    this.retryAt = retryAfterSeconds === undefined ? undefined : Date.now() + retryAfterSeconds * 1000;
  }
}

/**
 * The first sentence of a message, in any of the page's languages: up to a full stop or exclamation mark followed
 * by a space or the end (also the Devanagari and Bengali danda), or up to a full-width one (Chinese, Japanese).
 */
const FIRST_SENTENCE = /^.*?(?:[.!।](?=\s|$)|[。！])/;

/**
 * A refusal to try again later (429 with Retry-After): the moment it ends, and its reason, the first sentence
 * of the message in the page's language ("Too many failed logins."). Screens show the reason with a live
 * countdown in place of the message's fixed "please wait" figure, which is already out of date once shown.
 */
export function refusalOf(error: unknown): { reason: string; retryAt: number } | null {
  if (!(error instanceof ApiError) || error.status !== 429 || error.retryAt === undefined) return null;
  const reason = FIRST_SENTENCE.exec(error.message)?.[0] ?? error.message;
  return { reason, retryAt: error.retryAt };
}

/** Retry-After in seconds, when the answer gives it as a number (the API always does). */
function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get('Retry-After');
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

/** Pulls the server's `message` (string or class-validator list) out of an error body. */
export function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length) return message.map(String).join(' ');
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json().catch(() => undefined);
  return response.text().catch(() => undefined);
}

/**
 * Sends a request and parses the JSON answer. A non-2xx answer throws `ApiError` with the server's message
 * (or "Request failed with status N"); a network failure rejects with the browser's TypeError.
 */
export async function requestJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  headers.set('Accept', 'application/json');
  const response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  const body = await readBody(response);
  if (!response.ok) {
    throw new ApiError(
      response.status,
      messageOf(body) ?? requestFailedMessage(response.status),
      body,
      retryAfterOf(response.headers),
    );
  }
  return body as T;
}

/** A signed-in call was answered 401: the server session is gone, and the browser has been signed out. */
export class SessionExpiredError extends ApiError {
  constructor(message: string, body?: unknown) {
    super(401, message, body);
    this.name = 'SessionExpiredError';
  }
}

/**
 * `requestJson` for calls that need the session cookie (account and "my shares" calls). A 401 from one of
 * them means the server session has ended while the stored user record remains: the record is cleared, so
 * the navigation shows the visitor's bar again, and `SessionExpiredError` is thrown. Only these calls do
 * this: a 401 from login (a wrong password) says nothing about a session.
 */
export async function requestSignedIn<T>(path: string, init: RequestInit = {}): Promise<T> {
  try {
    return await requestJson<T>(path, init);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    expireSession();
    throw new SessionExpiredError(error.message, error.body);
  }
}
