import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { IntlProvider, type IntlConfig, ReactIntlErrorCode } from 'react-intl';
import { saveLanguage } from './chosen-language';
import { LanguageContext } from './language-context';
import { loadLanguage, markDocument, type LoadedLanguage } from './load-language';
import { SOURCE_LANGUAGE } from './locales';

/**
 * A message missing from a catalogue shows in the source language; the catalogue checks in `npm test` are where
 * that is caught, so the visitor's console is spared it. Anything else (a message that does not format) is a bug.
 */
const reportError: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};

interface LanguageProviderProps {
  initial: LoadedLanguage;
  /** Loads a chosen language (its catalogue); tests give their own. */
  load?: (tag: string) => Promise<LoadedLanguage>;
  children: ReactNode;
}

/** The page's language, `initial` until the visitor chooses another, for everything below it. */
export function LanguageProvider({ initial, load = loadLanguage, children }: LanguageProviderProps) {
  const [language, setLanguage] = useState(initial);
  /** The last choice made: a slower catalogue that loads after a later choice's does not win. */
  const latest = useRef(initial.tag);

  const choose = useCallback(
    (tag: string) => {
      latest.current = tag;
      saveLanguage(tag);
      void load(tag).then((loaded) => {
        if (latest.current !== tag) return;
        markDocument(document, tag);
        setLanguage(loaded);
      });
    },
    [load],
  );

  const choice = useMemo(() => ({ tag: language.tag, choose }), [language.tag, choose]);
  return (
    <LanguageContext.Provider value={choice}>
      <IntlProvider
        locale={language.tag}
        defaultLocale={SOURCE_LANGUAGE}
        messages={language.messages}
        onError={reportError}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
