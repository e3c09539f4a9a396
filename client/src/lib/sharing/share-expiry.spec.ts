import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { intlFor } from '../i18n/intl-for';
import { setPageIntl } from '../i18n/page-intl';
import { SOURCE_LANGUAGE } from '../i18n/source-language';
import { describeRetention, formatExpiresIn, formatExpiryTime, msUntilNextChange } from './share-expiry';

const now = new Date('2025-01-01T12:00:00Z');
const plus = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;

describe(formatExpiresIn.name, () => {
  it.each([
    [102 * MIN, 'expires in 1 h 42 min'],
    [102 * MIN + 59_000, 'expires in 1 h 42 min'],
    [120 * MIN, 'expires in 2 h'],
    [24 * 60 * MIN, 'expires in 24 h'],
    [5 * MIN + 1, 'expires in 5 min'],
    [59 * MIN + 59_999, 'expires in 59 min'],
    [59_999, 'expires in less than a minute'],
    [0, 'expired'],
    [-MIN, 'expired'],
  ])('%d ms left → %s', (left, expected) => {
    expect(formatExpiresIn(plus(left), now)).toBe(expected);
  });

  it('returns nothing for an unreadable date', () => {
    expect(formatExpiresIn('not a date', now)).toBe('');
  });
});

describe(msUntilNextChange.name, () => {
  it('waits until just past the next minute boundary', () => {
    expect(msUntilNextChange(plus(5 * MIN + 1500), now)).toBe(1501);
    expect(msUntilNextChange(plus(5 * MIN), now)).toBe(1);
    expect(msUntilNextChange(plus(-1), now)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe(describeRetention.name, () => {
  it('names each retention choice', () => {
    expect(describeRetention('2h')).toBe('Kept for 2 hours');
    expect(describeRetention('24h')).toBe('Kept for 24 hours');
    expect(describeRetention('download')).toBe('Deleted once downloaded (24 hours at most)');
    expect(describeRetention(undefined)).toBe('');
  });
});

describe(formatExpiryTime.name, () => {
  // Midday UTC: a Friday, 21 November, in every time zone the specs may run in.
  const friday = '2025-11-21T12:00:00Z';
  const browserSays = (languages: string[]) => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  afterEach(() => {
    jest.restoreAllMocks();
    setPageIntl(intlFor(SOURCE_LANGUAGE, {}));
  });

  it('writes an English page’s time in the visitor’s English, or plain English, never their browser’s other language', () => {
    browserSays(['de-DE', 'en-GB']);
    expect(formatExpiryTime(friday)).toMatch(/^Fri 21 Nov, \d\d:\d\d$/);
    browserSays(['de-DE']);
    expect(formatExpiryTime(friday)).toMatch(/^Fri, Nov 21, \d\d:\d\d [AP]M$/);
  });

  it('writes it in the page’s language, in ASCII digits', () => {
    browserSays(['en-US']);
    setPageIntl(intlFor('de', {}));
    expect(formatExpiryTime(friday)).toMatch(/^Fr\., 21\. Nov\., \d\d:\d\d$/);
    setPageIntl(intlFor('ar', {}));
    expect(formatExpiryTime(friday)).toContain('21 نوفمبر');
    expect(formatExpiryTime(friday)).not.toMatch(/[٠-٩]/);
  });

  it("writes a Persian page's time in Persian, in ASCII digits", () => {
    const file = join(__dirname, '../../../locales/fa.json');
    setPageIntl(intlFor('fa', JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
    browserSays(['en-GB']);
    const persian = formatExpiryTime(friday);
    expect(persian).toMatch(/\p{Script=Arabic}/u);
    expect(persian).toMatch(/[0-9]/);
    expect(persian).not.toMatch(/[۰-۹]/);
  });

  it('returns nothing for an unreadable date', () => {
    expect(formatExpiryTime('not a date')).toBe('');
  });
});
