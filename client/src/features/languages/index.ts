export { preferredLanguages } from './chosen-language';
export { LanguagePicker } from './language-picker';
export { LanguageProvider } from './language-provider';
export {
  loadLanguage,
  markDocument,
  pageMessagesReady,
  shellMessagesReady,
  type LoadedLanguage,
} from './load-language';
export { LANGUAGES, SOURCE_LANGUAGE } from './locales';
export { matchLanguage } from './match-language';
