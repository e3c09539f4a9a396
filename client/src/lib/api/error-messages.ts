/**
 * An API error in the visitor's language: the sentence for its machine `code` (error-message-sources.ts) from the
 * page's catalogue, by id, with the body's `params`; in the source language the server's message as it came.
 * Formatting by id keeps the 170 source sentences out of the page's first load: the source language never needs
 * them, and every other language's catalogue has them.
 */
import type { MessageDescriptor } from 'react-intl';
import { formatBytes } from '../files/format-size';
import { pageIntl } from '../i18n/page-intl';
import { API_ERROR_MESSAGE_PREFIX } from '../i18n/messages-files';
import { SOURCE_LANGUAGE } from '../i18n/source-language';

/** Values an error's params hold, as the API sends them: text or numbers. */
export type ApiErrorParams = Readonly<Record<string, string | number>>;

const SECONDS_PER_MINUTE = 60;
/**
 * Unicode's first-strong isolate and its end, the text's <bdi>: a size inside right-to-left text reads "2 GB",
 * never "GB 2", and one in the language's words ("26 بايت") keeps their direction, which a left-to-right isolate
 * would turn around.
 */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A wait as the visitor reads it, in their language: seconds under a minute, else whole minutes rounded up (as the
 * API words it), so nobody is told to try again before Retry-After allows.
 */
function waitOf(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const minutes = whole >= SECONDS_PER_MINUTE;
  return pageIntl().formatNumber(minutes ? Math.ceil(whole / SECONDS_PER_MINUTE) : whole, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
    // ASCII digits in every language, as the product writes its figures.
    numberingSystem: 'latn',
  });
}

/** The params as the sentence says them: a wait in words, a byte limit as a size (a sentence is text, not elements). */
function valuesOf(params: ApiErrorParams): Record<string, string | number> {
  // A removal answered without its category still picks the select's general case.
  const values: Record<string, string | number> = { category: 'none', ...params };
  if (typeof params.retryAfter === 'number') values.retryAfter = waitOf(params.retryAfter);
  if (typeof params.limit === 'number')
    values.limit = `${FIRST_STRONG_ISOLATE}${formatBytes(params.limit)}${POP_DIRECTIONAL_ISOLATE}`;
  return values;
}

/** The catalogue id of a code's sentence. */
export function apiErrorMessageId(code: string): string {
  return `${API_ERROR_MESSAGE_PREFIX}${code}`;
}

/**
 * What a person reads for an API error: in the source language the server's own message; in any other, the
 * sentence for its code with its params; for a code this client does not know (or none), the server's message.
 */
export function apiErrorMessage(code: string | undefined, params: ApiErrorParams, serverMessage: string): string {
  const intl = pageIntl();
  if (intl.locale === SOURCE_LANGUAGE || code === undefined) return serverMessage;
  const message: MessageDescriptor = { id: apiErrorMessageId(code) };
  if (!Object.hasOwn(intl.messages, apiErrorMessageId(code))) return serverMessage;
  return intl.formatMessage(message, valuesOf(params));
}
