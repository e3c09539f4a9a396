import { asciiDigits } from './ascii-digits';

describe(asciiDigits.name, () => {
  it.each([
    ['Arabic-Indic', '٠٤٢٧'],
    ['Persian', '۰۴۲۷'],
    ['Devanagari', '०४२७'],
    ['Bengali', '০৪২৭'],
    ['full-width', '０４２７'],
    ['Thai', '๐๔๒๗'],
    ['ASCII', '0427'],
  ])('reads %s digits as ASCII', (_script, typed) => {
    expect(asciiDigits(typed)).toBe('0427');
  });

  it('reads every digit of a script, nine as well as zero', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    // Mathematical digits sit in runs of ten with no gap between them.
    expect(asciiDigits('𝟎𝟗𝟘𝟡')).toBe('0909');
  });

  it('leaves everything that is not a digit as it was', () => {
    expect(asciiDigits('code: ٤٢ — ok')).toBe('code: 42 — ok');
    expect(asciiDigits('Ⅻ ½ ²')).toBe('Ⅻ ½ ²');
  });
});
