export { preferredLanguages } from './chosen-language';
export { LanguagePicker } from './language-picker';
export { LanguageProvider } from './language-provider';
export { loadLanguage, markDocument } from './load-language';
export { SOURCE_LANGUAGE } from './locales';
export { matchLanguage } from './match-language';
