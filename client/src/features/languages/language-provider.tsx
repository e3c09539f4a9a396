import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import { intlFor } from '../../lib/i18n/intl-for';
import { setPageIntl } from '../../lib/i18n/page-intl';
import { saveLanguage } from './chosen-language';
import { LanguageContext } from './language-context';
import { loadLanguage, markDocument, setShownLanguage, type LoadedLanguage } from './load-language';
import { linkManifest } from './manifest-link';

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
        linkManifest(document, tag);
        setLanguage(loaded);
      });
    },
    [load],
  );

  const choice = useMemo(() => ({ tag: language.tag, choose }), [language.tag, choose]);
  const intl = useMemo(() => intlFor(language.tag, language.messages), [language]);
  // Code outside the components (error messages, lib) formats in the same language as the page, and pages opened
  // from now on load their messages in it.
  setPageIntl(intl);
  setShownLanguage(language);
  return (
    <LanguageContext.Provider value={choice}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LanguageContext.Provider>
  );
}
