import { LANGUAGES } from './locales';
import { matchLanguage } from './match-language';

describe(matchLanguage.name, () => {
  it('takes each of our languages by its own tag, whatever its case', () => {
    for (const { tag } of LANGUAGES) {
      expect(matchLanguage([tag])).toBe(tag);
      expect(matchLanguage([tag.toLowerCase()])).toBe(tag);
    }
  });

  it('reads a regional variant as its language', () => {
    expect(matchLanguage(['de-AT'])).toBe('de');
    expect(matchLanguage(['es-MX'])).toBe('es');
    expect(matchLanguage(['ar-EG'])).toBe('ar');
    expect(matchLanguage(['pt-PT'])).toBe('pt-BR');
    expect(matchLanguage(['pt'])).toBe('pt-BR');
  });

  it('tells the two Chinese scripts apart by region or script', () => {
    expect(matchLanguage(['zh-CN'])).toBe('zh-Hans');
    expect(matchLanguage(['zh-SG'])).toBe('zh-Hans');
    expect(matchLanguage(['zh'])).toBe('zh-Hans');
    expect(matchLanguage(['zh-TW'])).toBe('zh-Hant');
    expect(matchLanguage(['zh-HK'])).toBe('zh-Hant');
    expect(matchLanguage(['zh-Hant-HK'])).toBe('zh-Hant');
  });

  it('reads the old tags some systems still send', () => {
    expect(matchLanguage(['iw'])).toBe('he');
    expect(matchLanguage(['in'])).toBe('id');
  });

  it('takes the first preference it speaks, and English when it speaks none', () => {
    expect(matchLanguage(['nl-NL', 'fr-BE', 'de'])).toBe('fr');
    expect(matchLanguage(['nl', 'sv'])).toBe('en');
    expect(matchLanguage([])).toBe('en');
  });

  it('skips what is not a language tag at all', () => {
    expect(matchLanguage(['', 'not a tag!', 'ja-JP'])).toBe('ja');
  });

  it('does not read a language in another script as ours', () => {
    // Serbian in Latin script and Uzbek in Cyrillic: no language of ours is either.
    expect(matchLanguage(['sr-Latn', 'uz-Cyrl'])).toBe('en');
  });

  it('takes a pseudo-language only by its own tag, never as a region of English', () => {
    expect(matchLanguage(['en-XA'])).toBe('en-XA');
    expect(matchLanguage(['en-xb'])).toBe('en-XB');
    expect(matchLanguage(['en-GB', 'en-XA'])).toBe('en');
  });
});
