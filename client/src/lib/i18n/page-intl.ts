/**
 * The page's language for code outside React components (lib, workers' callers, error classes): the same react-intl
 * object the components read, kept here by the LanguageProvider. Its `formatMessage` takes descriptors written with
 * `defineMessages`, which the build parses and `npm run extract-messages` collects like any other message.
 */
import { createIntl, createIntlCache, type IntlConfig, type IntlShape, ReactIntlErrorCode } from 'react-intl';
import { SOURCE_LANGUAGE } from './source-language';

/**
 * A message missing from a catalogue shows in the source language; the catalogue checks in `npm test` are where
 * that is caught, so the visitor's console is spared it. Anything else (a message that does not format) is a bug.
 */
const reportError: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};

const cache = createIntlCache();

/** A react-intl object for `tag` with its catalogue (empty for the source language). */
export function intlFor(tag: string, messages: IntlConfig['messages']): IntlShape {
  return createIntl({ locale: tag, defaultLocale: SOURCE_LANGUAGE, messages, onError: reportError }, cache);
}

let current = intlFor(SOURCE_LANGUAGE, {});

/** The page's language as react-intl formats it; the source language until a LanguageProvider says otherwise. */
export function pageIntl(): IntlShape {
  return current;
}

/** Called by the LanguageProvider whenever the page's language changes. */
export function setPageIntl(intl: IntlShape): void {
  current = intl;
}
