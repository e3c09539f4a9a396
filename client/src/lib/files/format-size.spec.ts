import { formatBytes, formatKb, percentOf } from './format-size';
import { intlFor } from '../i18n/intl-for';
import { setPageIntl } from '../i18n/page-intl';
import { SOURCE_LANGUAGE } from '../i18n/source-language';

describe(formatKb.name, () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [97, '97 bytes'],
    [511, '511 bytes'],
    [1023, '1,023 bytes'],
    [1024, '1 KB'],
    [1535, '1 KB'],
    [1536, '2 KB'],
    [10 * 1024, '10 KB'],
    [1_572_864, '1,536 KB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatKb(bytes)).toBe(expected);
  });

  it('treats negative or non-numeric sizes as empty', () => {
    expect(formatKb(-5)).toBe('0 bytes');
    expect(formatKb(Number.NaN)).toBe('0 bytes');
  });
});

describe(formatBytes.name, () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [512, '512 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [2.25 * 1024 ** 3, '2.3 GB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});

it('says a size below 1 KB the same way in both formats', () => {
  for (const bytes of [0, 1, 16, 1023]) expect(formatBytes(bytes)).toBe(formatKb(bytes));
});

describe(percentOf.name, () => {
  it('floors, clamps and copes with an unknown total', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(5, 3)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('sizes below 1 KB in the page’s language', () => {
  afterEach(() => setPageIntl(intlFor(SOURCE_LANGUAGE, {})));

  it('takes the language’s plural form, with the figure in ASCII digits', () => {
    setPageIntl(
      intlFor('ru', {
        'files.size.bytes':
          '{count, plural, one {{size} байт} few {{size} байта} many {{size} байт} other {{size} байта}}',
      }),
    );
    expect(formatBytes(1)).toBe('1 байт');
    expect(formatBytes(3)).toBe('3 байта');
    expect(formatKb(11)).toBe('11 байт');
  });
});
