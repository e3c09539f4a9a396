/**
 * The page's language for code outside React components (lib, workers' callers, error classes): the same react-intl
 * object the components read, kept here by the LanguageProvider. Its `formatMessage` takes descriptors written with
 * `defineMessages`, which the build parses and `npm run extract-messages` collects like any other message.
 *
 * This module holds the object but never makes one (intl-for.ts does), so the service worker, which bundles some of
 * that code (the upload queue, the encryption layer's errors), carries no message formatter. The worker has no page
 * language: what it words (a queued upload's failure it records) is in the source language, as written.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { SOURCE_LANGUAGE } from './source-language';

/** What code outside components formats with: react-intl's object, of which it uses these. */
export type PageIntl = Pick<IntlShape, 'locale' | 'messages' | 'formatMessage' | 'formatNumber'>;

type Values = Readonly<Record<string, unknown>>;

/** A plain placeholder (`{status}`), the only kind filled in without a formatter. */
const PLAIN_ARGUMENT = /\{(\w+)\}/g;

/**
 * A message in the source language, as written, with its plain placeholders filled in. The service worker is built
 * without the build's message parsing, so its messages are the text written in the code.
 */
export function sourceText(message: MessageDescriptor, values: Values = {}): string {
  const text = typeof message.defaultMessage === 'string' ? message.defaultMessage : String(message.id);
  return text.replace(PLAIN_ARGUMENT, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** Code outside components before any LanguageProvider: in the page none runs; in the service worker, all of it. */
const SOURCE_TEXT = {
  locale: SOURCE_LANGUAGE,
  messages: {},
  formatMessage: (message: MessageDescriptor, values?: Values) => sourceText(message, values),
  formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(SOURCE_LANGUAGE, options).format(value),
} as unknown as PageIntl;

let current: PageIntl = SOURCE_TEXT;

/** The page's language as react-intl formats it. */
export function pageIntl(): PageIntl {
  return current;
}

/** Called by the LanguageProvider whenever the page's language changes. */
export function setPageIntl(intl: PageIntl): void {
  current = intl;
}
