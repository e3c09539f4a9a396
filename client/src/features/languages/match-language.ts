import { LANGUAGES, PSEUDO_LANGUAGES, SOURCE_LANGUAGE } from './locales';

/** A tag as `Intl` writes it, or null for one it cannot read (a browser may report anything). */
function canonical(tag: string): Intl.Locale | null {
  try {
    return new Intl.Locale(Intl.getCanonicalLocales(tag)[0]);
  } catch {
    return null;
  }
}

const SUPPORTED = LANGUAGES.map(({ tag }) => ({ tag, locale: new Intl.Locale(tag).maximize() }));

/**
 * The one of ours that reads as `requested`: the same tag; else the same language in the same script, whatever the
 * region (zh-TW and zh-HK read Traditional Chinese, zh-CN and zh-SG Simplified, pt-PT Brazilian Portuguese);
 * null when we have nothing in its language and script.
 */
function closest(requested: string): string | null {
  const locale = canonical(requested);
  if (!locale) return null;
  // A pseudo-language only when asked for by its own tag (a test's `?lang=en-XA`), never as a region's English.
  const exact = [...LANGUAGES, ...PSEUDO_LANGUAGES].find(
    ({ tag }) => tag.toLowerCase() === locale.baseName.toLowerCase(),
  );
  if (exact) return exact.tag;
  const full = locale.maximize();
  const sameScript = SUPPORTED.find(
    ({ locale: ours }) => ours.language === full.language && ours.script === full.script,
  );
  return sameScript?.tag ?? null;
}

/**
 * Matched with the browser's own CLDR data (`Intl.Locale#maximize`): FormatJS's best-fit matcher gives the same
 * answers for these languages, but would add 7 KB gzip to the first load.
 *
 * The language to show someone whose preferences are `requested`, most wanted first (a saved choice, then the
 * browser's languages): the first of them Sharecode speaks, else the source language.
 */
export function matchLanguage(requested: readonly string[]): string {
  for (const tag of requested) {
    const match = closest(tag);
    if (match) return match;
  }
  return SOURCE_LANGUAGE;
}
