/**
 * A language's react-intl object, as the LanguageProvider gives it to the page and the build prerenders with it.
 * Kept apart from page-intl.ts, which code the service worker bundles imports: react-intl's formatter belongs to
 * pages only.
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
