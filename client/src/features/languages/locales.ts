import { SOURCE_LANGUAGE } from '../../lib/i18n/source-language';

export { SOURCE_LANGUAGE };

/**
 * The languages Sharecode speaks (docs/translating.md). Each is named in its own language, as a language picker
 * shows it to someone who may read no other; `dir` is its writing direction.
 */
export interface Language {
  /** BCP 47 tag: the catalogue's file name (client/locales/<tag>.json) and the page's `lang`. */
  tag: string;
  /** The language's own name for itself. */
  name: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES: readonly Language[] = [
  { tag: 'en', name: 'English', dir: 'ltr' },
  { tag: 'ar', name: 'العربية', dir: 'rtl' },
  { tag: 'bn', name: 'বাংলা', dir: 'ltr' },
  { tag: 'de', name: 'Deutsch', dir: 'ltr' },
  { tag: 'es', name: 'Español', dir: 'ltr' },
  { tag: 'fa', name: 'فارسی', dir: 'rtl' },
  { tag: 'fr', name: 'Français', dir: 'ltr' },
  { tag: 'he', name: 'עברית', dir: 'rtl' },
  { tag: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { tag: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
  { tag: 'it', name: 'Italiano', dir: 'ltr' },
  { tag: 'ja', name: '日本語', dir: 'ltr' },
  { tag: 'ko', name: '한국어', dir: 'ltr' },
  { tag: 'pl', name: 'Polski', dir: 'ltr' },
  { tag: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { tag: 'ru', name: 'Русский', dir: 'ltr' },
  { tag: 'tr', name: 'Türkçe', dir: 'ltr' },
  { tag: 'uk', name: 'Українська', dir: 'ltr' },
  { tag: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  { tag: 'zh-Hans', name: '简体中文', dir: 'ltr' },
  { tag: 'zh-Hant', name: '繁體中文', dir: 'ltr' },
];

/**
 * Pseudo-languages for testing, never in the picker: the source messages accented and 40 % longer (en-XA), and
 * mirrored, right to left (en-XB). A page opened with `?lang=en-XA` shows at a glance any text that is not a
 * message (it stays plain English) and any layout that breaks when words grow or the page mirrors. Their
 * catalogues are made from the source catalogue at build time (client/build/catalogues.ts).
 */
export const PSEUDO_LANGUAGES: readonly Language[] = [
  { tag: 'en-XA', name: 'Pseudo (accented)', dir: 'ltr' },
  { tag: 'en-XB', name: 'Pseudo (right to left)', dir: 'rtl' },
];

/** The language of `tag`, which must be one of LANGUAGES or PSEUDO_LANGUAGES. */
export function languageOf(tag: string): Language {
  const language = [...LANGUAGES, ...PSEUDO_LANGUAGES].find((each) => each.tag === tag);
  if (!language) throw new Error(`Sharecode has no language ${tag}`);
  return language;
}
