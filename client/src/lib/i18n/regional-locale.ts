/**
 * The locale dates and times are written in: the page's language, in the visitor's own region when their browser
 * names one for that language. An English page then gives a British visitor "Fri 21 Nov, 14:32" and an American
 * one "Fri, Nov 21, 02:32 PM", and never a German browser's "Fr., 21. Nov." in an English sentence.
 */

/** The browser's languages, most wanted first; none where there is no browser (the build's prerender). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

function localeOf(tag: string): Intl.Locale | null {
  try {
    return new Intl.Locale(tag);
  } catch {
    return null;
  }
}

export function regionalLocale(language: string, browser: readonly string[] = browserLanguages()): string {
  const page = localeOf(language);
  // A page language that names its script or region (pt-BR, zh-Hant) is already what its catalogue is written for.
  if (!page || page.script || page.region) return language;
  const own = browser.map(localeOf).find((locale) => locale?.language === page.language && locale.region);
  return own ? own.baseName : language;
}
