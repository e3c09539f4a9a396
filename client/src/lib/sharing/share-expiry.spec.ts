import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { intlFor, setPageIntl } from '../i18n/page-intl';
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
  const instant = '2030-01-15T10:00:00Z';
  afterEach(() => {
    setPageIntl(intlFor(SOURCE_LANGUAGE, {}));
    jest.restoreAllMocks();
  });

  function browserLanguages(languages: string[]) {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  }

  it("writes the page's language, in ASCII digits", () => {
    const file = join(__dirname, '../../../locales/fa.json');
    setPageIntl(intlFor('fa', JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
    browserLanguages(['en-GB']);
    const persian = formatExpiryTime(instant);
    expect(persian).toMatch(/\p{Script=Arabic}/u);
    expect(persian).toMatch(/[0-9]/);
    expect(persian).not.toMatch(/[۰-۹]/);
  });

  it('writes an English page as the browser writes English', () => {
    browserLanguages(['de-DE', 'en-GB']);
    expect(formatExpiryTime(instant)).toMatch(/^Tue 15 Jan/);
  });

  it("never writes an English page in the browser's other language", () => {
    browserLanguages(['ar-EG']);
    const time = formatExpiryTime(instant);
    expect(time).toMatch(/Jan/);
    expect(time).not.toMatch(/\p{Script=Arabic}/u);
  });
});
