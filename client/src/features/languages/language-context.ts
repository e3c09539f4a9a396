import { createContext, useContext } from 'react';

export interface LanguageChoice {
  /** The language the page is in (a tag of LANGUAGES). */
  tag: string;
  /** Switches the page to `tag` once its catalogue has loaded, and remembers the choice. */
  choose: (tag: string) => void;
}

export const LanguageContext = createContext<LanguageChoice | null>(null);

export function useLanguage(): LanguageChoice {
  const choice = useContext(LanguageContext);
  if (!choice) throw new Error('useLanguage needs a LanguageProvider above it');
  return choice;
}
