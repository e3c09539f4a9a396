import { formatBytes, formatKb, pendingKb, percentOf } from './format-size';
import { intlFor } from '../i18n/intl-for';
import { setPageIntl } from '../i18n/page-intl';
import { SOURCE_LANGUAGE } from '../i18n/source-language';
import ar from '../../../locales/ar.json';
import de from '../../../locales/de.json';
import fa from '../../../locales/fa.json';
import fr from '../../../locales/fr.json';
import ru from '../../../locales/ru.json';

/** The separators some languages group and split figures with. */
const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

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
    [1.5 * 1024 ** 4, '1.5 TB'],
    [1.5 * 1024 ** 5, '1,536 TB'],
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

describe('sizes in the page’s language', () => {
  afterEach(() => setPageIntl(intlFor(SOURCE_LANGUAGE, {})));

  it('writes a size still being read in KB with the language’s unit', () => {
    expect(pendingKb()).toBe('… KB');
    setPageIntl(intlFor('fr', fr));
    expect(pendingKb()).toBe('… Ko');
  });

  it('takes German separators and keeps KB, MB, GB', () => {
    setPageIntl(intlFor('de', de));
    expect(formatBytes(7.8 * 1024)).toBe('7,8 KB');
    expect(formatBytes(300 * 1024 ** 2)).toBe('300 MB');
    expect(formatBytes(2.25 * 1024 ** 3)).toBe('2,3 GB');
    expect(formatKb(1_572_864)).toBe('1.536 KB');
    expect(formatKb(1023)).toBe('1.023 Byte');
  });

  it('writes Russian units and separators', () => {
    setPageIntl(intlFor('ru', ru));
    expect(formatBytes(7.8 * 1024)).toBe('7,8 КБ');
    expect(formatBytes(300 * 1024 ** 2)).toBe('300 МБ');
    expect(formatBytes(2.25 * 1024 ** 3)).toBe('2,3 ГБ');
    expect(formatBytes(1.5 * 1024 ** 4)).toBe('1,5 ТБ');
    expect(formatKb(1_572_864)).toBe(`1${NBSP}536 КБ`);
  });

  it('writes French units and separators', () => {
    setPageIntl(intlFor('fr', fr));
    expect(formatBytes(7.8 * 1024)).toBe('7,8 Ko');
    expect(formatBytes(300 * 1024 ** 2)).toBe('300 Mo');
    expect(formatBytes(2.25 * 1024 ** 3)).toBe('2,3 Go');
    expect(formatBytes(1.5 * 1024 ** 4)).toBe('1,5 To');
    expect(formatKb(1_572_864)).toBe(`1${NARROW_NBSP}536 Ko`);
  });

  it('keeps ASCII digits and the Latin units in Arabic and Persian', () => {
    setPageIntl(intlFor('ar', ar));
    expect(formatBytes(7.8 * 1024)).toBe('7.8 KB');
    expect(formatBytes(300 * 1024 ** 2)).toBe('300 MB');
    expect(formatKb(1_572_864)).toBe('1,536 KB');
    expect(formatBytes(97)).toMatch(/^97 \p{Script=Arabic}+$/u);
    setPageIntl(intlFor('fa', fa));
    expect(formatBytes(2.25 * 1024 ** 3)).toBe('2.3 GB');
    expect(formatKb(1_572_864)).toBe('1,536 KB');
  });
});
