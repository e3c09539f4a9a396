import { regionalLocale } from './regional-locale';

describe(regionalLocale.name, () => {
  it('takes the visitor’s region for the page’s language, the first their browser names', () => {
    expect(regionalLocale('en', ['de-DE', 'en-GB', 'en-US'])).toBe('en-GB');
    expect(regionalLocale('de', ['de-AT'])).toBe('de-AT');
    expect(regionalLocale('fr', ['fr', 'fr-CA'])).toBe('fr-CA');
  });

  it('keeps the page’s language when the browser has no region of it, never another language', () => {
    expect(regionalLocale('en', ['de-DE', 'ru'])).toBe('en');
    expect(regionalLocale('de', ['de', 'en-US'])).toBe('de');
    expect(regionalLocale('ar', [])).toBe('ar');
  });

  it('keeps a page language that names its region or script, and skips malformed tags', () => {
    expect(regionalLocale('pt-BR', ['pt-PT'])).toBe('pt-BR');
    expect(regionalLocale('zh-Hant', ['zh-HK'])).toBe('zh-Hant');
    expect(regionalLocale('en', ['not a tag', 'en-AU'])).toBe('en-AU');
  });

  it('drops a browser tag’s extensions, so the options asked for decide the figures', () => {
    expect(regionalLocale('en', ['en-GB-u-nu-arab'])).toBe('en-GB');
  });
});
