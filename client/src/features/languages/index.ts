export { preferredLanguages } from './chosen-language';
export { useLanguage } from './language-context';
export { LanguagePicker } from './language-picker';
export { LanguageProvider } from './language-provider';
export { loadLanguage, markDocument, type LoadedLanguage } from './load-language';
export { LANGUAGES, languageOf, SOURCE_LANGUAGE, type Language } from './locales';
export { matchLanguage } from './match-language';
