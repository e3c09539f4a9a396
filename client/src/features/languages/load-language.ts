import { loadCatalogue, type Catalogue } from 'virtual:catalogues';
import { languageOf, SOURCE_LANGUAGE } from './locales';

export interface LoadedLanguage {
  tag: string;
  /** Its translations by message id; empty for the source language, whose messages are in the code. */
  messages: Catalogue;
}

export async function loadLanguage(tag: string): Promise<LoadedLanguage> {
  return { tag, messages: tag === SOURCE_LANGUAGE ? {} : await loadCatalogue(tag) };
}

/** Says the page's language and direction on its root element, which the browser, CSS and screen readers read. */
export function markDocument(doc: Document, tag: string): void {
  doc.documentElement.lang = tag;
  doc.documentElement.dir = languageOf(tag).dir;
}
