import { pageLanguage } from './visitor-language.js';

const TAGS = ['en', 'ar', 'de', 'ja', 'pt-BR', 'zh-Hans', 'zh-Hant'];
const language = (hints: Parameters<typeof pageLanguage>[0]) => pageLanguage(hints, TAGS, 'en');

describe('pageLanguage', () => {
  it('takes ?lang= first, then the chosen language, then the browser’s', () => {
    const all = { query: 'ja', cookie: 'sharecode-language=de', acceptLanguage: 'ar' };
    expect(language(all)).toBe('ja');
    expect(language({ ...all, query: undefined })).toBe('de');
    expect(language({ acceptLanguage: 'ar' })).toBe('ar');
    expect(language({})).toBe('en');
  });

  it('skips what it cannot match, or cannot read, for the next hint', () => {
    expect(language({ query: 'xx-invalid-$', cookie: 'sharecode-language=kl', acceptLanguage: 'de-AT' })).toBe('de');
    expect(language({ query: ['ja', 'de'], acceptLanguage: 'fi, sv' })).toBe('en');
    expect(language({ cookie: 'other=1; sharecode-language=%E0%A4', acceptLanguage: 'ja' })).toBe('ja');
  });

  it("orders Accept-Language by its q values, leaving out q=0 and '*'", () => {
    expect(language({ acceptLanguage: 'fi;q=0.9, ja;q=0.5, de;q=0.8' })).toBe('de');
    expect(language({ acceptLanguage: 'de;q=0, *;q=0.9, ja;q=0.1' })).toBe('ja');
  });

  it('matches a region or script to the language in the same script', () => {
    expect(language({ acceptLanguage: 'zh-TW' })).toBe('zh-Hant');
    expect(language({ acceptLanguage: 'zh-HK' })).toBe('zh-Hant');
    expect(language({ acceptLanguage: 'zh-CN' })).toBe('zh-Hans');
    expect(language({ acceptLanguage: 'zh' })).toBe('zh-Hans');
    expect(language({ acceptLanguage: 'pt-PT' })).toBe('pt-BR');
    expect(language({ acceptLanguage: 'AR-eg' })).toBe('ar');
  });
});
