/**
 * The language a visitor's request asks for: the language a page is sent in (docs/translating.md), and the one a
 * report's decision e-mail is written in (docs/moderation.md): `?lang=` (a link to one language's page, as the pages'
 * hreflang alternates give), else the visitor's choice in the picker (its cookie), else the first language of
 * their browser's Accept-Language that Sharecode speaks, else the source language. Matched as the client matches
 * (client/src/features/languages/match-language.ts): the same tag, else the same language in the same script
 * whatever the region, with CLDR's likely subtags (`Intl.Locale#maximize`): zh-TW reads zh-Hant, pt-PT pt-BR.
 */

/** The picker's cookie, as the client writes it. */
const LANGUAGE_COOKIE = 'sharecode-language';
/** The query parameter that asks for one language's page. */
export const LANGUAGE_PARAMETER = 'lang';

export interface LanguageHints {
  /** The request's `?lang=`, as Express parsed it (anything). */
  query?: unknown;
  /** The Cookie header. */
  cookie?: string;
  /** The Accept-Language header. */
  acceptLanguage?: string;
}

function locale(tag: string): Intl.Locale | null {
  try {
    return new Intl.Locale(Intl.getCanonicalLocales(tag)[0]);
  } catch {
    return null;
  }
}

function closest(requested: string, tags: readonly string[]): string | undefined {
  const wanted = locale(requested);
  if (!wanted) return undefined;
  const exact = tags.find((tag) => tag.toLowerCase() === wanted.baseName.toLowerCase());
  if (exact) return exact;
  const full = wanted.maximize();
  return tags.find((tag) => {
    const ours = locale(tag)?.maximize();
    return ours?.language === full.language && ours.script === full.script;
  });
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.split('=');
    if (key.trim() !== name) continue;
    try {
      return decodeURIComponent(value.join('=').trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Accept-Language's languages, most wanted first (by q, then by order); `*` and q=0 left out. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The one of `tags` to send a page in, for a request with these hints; `source` when none of them matches. */
export function pageLanguage(hints: LanguageHints, tags: readonly string[], source: string): string {
  const requested = [
    typeof hints.query === 'string' ? hints.query : undefined,
    cookieValue(hints.cookie, LANGUAGE_COOKIE),
    ...acceptedLanguages(hints.acceptLanguage),
  ];
  for (const tag of requested) {
    const match = tag && closest(tag, tags);
    if (match) return match;
  }
  return source;
}
