/**
 * A language's messages arrive in parts: the start's with the language, each page's before the page renders, and
 * a language chosen later brings every page asked for so far.
 */
import type { Catalogue } from 'virtual:catalogues';
import { languageLoader } from './load-language';

const startOf = jest.fn<Promise<Catalogue>, [string]>();
const pageOf = jest.fn<Promise<Catalogue>, [string, string]>();
// One loader for the whole file, as a page has one: the tests run in order, each building on the last.
const { loadLanguage, pageMessagesReady, setShownLanguage } = languageLoader({
  loadCatalogue: startOf,
  loadPageMessages: pageOf,
});

beforeEach(() => {
  startOf.mockImplementation((tag) => Promise.resolve({ [`${tag}.start`]: `${tag} start` }));
  pageOf.mockImplementation((tag, page) => Promise.resolve({ [`${tag}.${page}`]: `${tag} ${page}` }));
});

describe('a language loaded in parts', () => {
  it('before a language is shown, only notes a page, whose messages the first language then loads', async () => {
    await pageMessagesReady('home');
    expect(pageOf).not.toHaveBeenCalled();
    const arabic = await loadLanguage('ar');
    expect(arabic.messages).toEqual({ 'ar.start': 'ar start', 'ar.home': 'ar home' });
    setShownLanguage(arabic);
  });

  it("adds a page's messages to the shown language before the page renders, once", async () => {
    const arabic = await loadLanguage('ar');
    setShownLanguage(arabic);
    pageOf.mockClear();
    await pageMessagesReady('share');
    await pageMessagesReady('share');
    expect(pageOf).toHaveBeenCalledTimes(1);
    expect(arabic.messages).toMatchObject({ 'ar.share': 'ar share' });
  });

  it('loads a later language with the messages of every page asked for so far', async () => {
    const japanese = await loadLanguage('ja');
    expect(japanese.messages).toEqual({
      'ja.start': 'ja start',
      'ja.home': 'ja home',
      'ja.share': 'ja share',
    });
  });

  it('shows a page whose messages cannot load (offline) in its English words, and asks again next time', async () => {
    const german = await loadLanguage('de');
    setShownLanguage(german);
    pageOf.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(pageMessagesReady('faq')).resolves.toBeUndefined();
    expect(german.messages).not.toHaveProperty('de.faq');
    await pageMessagesReady('faq');
    expect(german.messages).toMatchObject({ 'de.faq': 'de faq' });
  });

  it('fetches nothing for the source language, whose messages are in the code', async () => {
    startOf.mockClear();
    pageOf.mockClear();
    const english = await loadLanguage('en');
    setShownLanguage(english);
    await pageMessagesReady('about');
    expect(english.messages).toEqual({});
    expect(startOf).not.toHaveBeenCalled();
    expect(pageOf).not.toHaveBeenCalled();
  });
});
