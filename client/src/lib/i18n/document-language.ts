/**
 * A page document in one language: `<html lang dir>`, the document's own words (title, description, the boot
 * shell's line, the note without JavaScript) in that language, and its link to the web manifest in that language.
 * The English document is the template; each English text must be found in it exactly once, so index.html and
 * src/app/document-messages.ts cannot drift apart. Used by the build for every page's document
 * (build/prerender.tsx), and by the service worker for the app shell it answers pages with (sw.ts).
 */
import { SOURCE_LANGUAGE } from './source-language';

/** The document's own words, by what they are. */
export interface DocumentWords {
  title: string;
  description: string;
  loading: string;
  noScript: string;
}

const HTML_ELEMENT = /<html lang="[^"]*"( dir="[^"]*")?>/;
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"/;

/** The web manifest in `tag` (build/web-manifest.ts writes one per language): the source language's is the usual one. */
export function manifestPathIn(tag: string): string {
  return tag === SOURCE_LANGUAGE ? '/manifest.webmanifest' : `/manifest.${tag}.webmanifest`;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** `document` with `english`'s words replaced by `words`, said to be in `tag`, written in direction `dir`. */
export function documentInLanguage(
  document: string,
  english: DocumentWords,
  language: { tag: string; dir: 'ltr' | 'rtl'; words: DocumentWords },
): string {
  if (!HTML_ELEMENT.test(document)) throw new Error('page document: no <html lang> to set');
  if (!MANIFEST_LINK.test(document)) throw new Error('page document: no <link rel="manifest"> to set');
  let translated = document
    .replace(HTML_ELEMENT, `<html lang="${language.tag}" dir="${language.dir}">`)
    .replace(MANIFEST_LINK, `<link rel="manifest" href="${manifestPathIn(language.tag)}"`);
  for (const key of Object.keys(english) as (keyof DocumentWords)[]) {
    const source = escapeHtml(english[key]);
    const count = translated.split(source).length - 1;
    if (count !== 1) throw new Error(`page document: "${english[key]}" is there ${count} times, not once`);
    translated = translated.replace(source, () => escapeHtml(language.words[key]));
  }
  return translated;
}
