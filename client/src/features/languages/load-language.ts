import * as catalogues from 'virtual:catalogues';
import type { Catalogue } from 'virtual:catalogues';
import { SHELL_MESSAGES } from '../../lib/i18n/messages-files';
import { languageOf, SOURCE_LANGUAGE } from './locales';

/**
 * A language as the page shows it. Its messages arrive in parts (docs/translating.md): the start's with the
 * language, each page's before that page renders; `messages` is filled in as they come, and the page's react-intl
 * object, which reads it at every format, finds them there.
 */
export interface LoadedLanguage {
  tag: string;
  /** Its translations by message id; empty for the source language, whose messages are in the code. */
  messages: Catalogue;
  /** The pages whose messages are in `messages`, or on their way, by page. */
  pages: Map<string, Promise<void>>;
}

/** Where a language's messages come from: the start's, and a page's beyond them (`virtual:catalogues`). */
export interface CatalogueSource {
  loadCatalogue(tag: string): Promise<Catalogue>;
  loadPageMessages(tag: string, page: string): Promise<Catalogue>;
}

/** The page's languages over `source`: one per page (below), and one per spec. */
export function languageLoader(source: CatalogueSource) {
  /** Every page asked for so far: a language chosen later loads their messages before it is shown. */
  const askedPages = new Set<string>();
  /** The language on the page, once the app shows one. */
  let shown: LoadedLanguage | undefined;

  /** `page`'s messages in `language`, once. A page whose messages cannot load (offline) shows its English words. */
  function withPageMessages(language: LoadedLanguage, page: string): Promise<void> {
    if (language.tag === SOURCE_LANGUAGE) return Promise.resolve();
    let loading = language.pages.get(page);
    if (!loading) {
      loading = source.loadPageMessages(language.tag, page).then(
        (messages) => {
          Object.assign(language.messages, messages);
        },
        () => {
          // Asked again the next time the page opens.
          language.pages.delete(page);
        },
      );
      language.pages.set(page, loading);
    }
    return loading;
  }

  return {
    /** A language with the start's messages and those of every page asked for, including any asked meanwhile. */
    loadLanguage: async (tag: string): Promise<LoadedLanguage> => {
      const messages = tag === SOURCE_LANGUAGE ? {} : { ...(await source.loadCatalogue(tag)) };
      const language: LoadedLanguage = { tag, messages, pages: new Map() };
      const asked = new Set<string>();
      for (;;) {
        const missing = [...askedPages].filter((page) => !asked.has(page));
        if (missing.length === 0) return language;
        missing.forEach((page) => asked.add(page));
        await Promise.all(missing.map((page) => withPageMessages(language, page)));
      }
    },

    /** Called by the LanguageProvider with the language it shows. */
    setShownLanguage: (language: LoadedLanguage): void => {
      shown = language;
    },

    /**
     * Resolves once `page`'s messages are in the shown language (at once for the source language). Before the app
     * shows a language, it only notes the page, whose messages the first language then loads with its own.
     */
    pageMessagesReady: (page: string): Promise<void> => {
      askedPages.add(page);
      return shown ? withPageMessages(shown, page) : Promise.resolve();
    },
  };
}

export const { loadLanguage, setShownLanguage, pageMessagesReady } = languageLoader(catalogues);

/** Resolves once the messages of the frame's later parts (a dialog, the search's results) are in the language. */
export function shellMessagesReady(): Promise<void> {
  return pageMessagesReady(SHELL_MESSAGES);
}

/** Says the page's language and direction on its root element, which the browser, CSS and screen readers read. */
export function markDocument(doc: Document, tag: string): void {
  doc.documentElement.lang = tag;
  doc.documentElement.dir = languageOf(tag).dir;
}
