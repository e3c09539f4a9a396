/**
 * The language a visitor chose in the picker, kept on the device: in storage for the page, and in a cookie so
 * that the server, and the service worker, can send later pages in it too (docs/translating.md).
 */
const STORAGE_KEY = 'sharecode-language';
export const LANGUAGE_COOKIE = 'sharecode-language';
/** The query parameter of a link to one language's page (the server and the service worker read it too). */
export const LANGUAGE_PARAMETER = 'lang';
/** A choice is kept a year, as long as a visitor may reasonably be away. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The saved choice, or null when none was made (or storage is off: private modes, some embedded browsers). */
function savedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveLanguage(tag: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, tag);
  } catch {
    // Nothing to keep it in: the choice holds for this page only.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(tag)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/**
 * The language a link asked for (`?lang=`, as the pages' hreflang alternates give): the server sent the page in
 * it, so the app starts in it too. It is not saved: following such a link is not a choice.
 */
function linkedLanguage(): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get(LANGUAGE_PARAMETER);
}

/** The visitor's languages, most wanted first: a link's, their saved choice, then the browser's. */
export function preferredLanguages(): string[] {
  const browser =
    typeof navigator === 'undefined' ? [] : navigator.languages.length ? navigator.languages : [navigator.language];
  return [linkedLanguage(), savedLanguage(), ...browser].filter((tag): tag is string => !!tag);
}
