import { manifestPathIn } from '../../lib/i18n/document-language';
import { LANGUAGES, SOURCE_LANGUAGE } from './locales';

/**
 * Points the document's web manifest link at the manifest in `tag` (the build writes one per language of the
 * picker; a pseudo-language gets the source language's), so that installing the app after choosing another
 * language names it in that language, as the next page the server sends would.
 */
export function linkManifest(doc: Document, tag: string): void {
  const link = doc.querySelector('link[rel="manifest"]');
  const hasManifest = LANGUAGES.some((language) => language.tag === tag);
  link?.setAttribute('href', manifestPathIn(hasManifest ? tag : SOURCE_LANGUAGE));
}
