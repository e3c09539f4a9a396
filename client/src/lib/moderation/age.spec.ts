import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { intlFor } from '../i18n/intl-for';
import { ageOf } from './age';

function intlOf(tag: string) {
  const file = join(__dirname, '../../../locales', `${tag}.json`);
  return intlFor(tag, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
}

describe(ageOf, () => {
  const now = Date.parse('2030-01-10T12:00:00.000Z');

  it('says how long ago in the largest whole unit', () => {
    expect(ageOf('2030-01-10T11:59:30.000Z', now)).toBe('just now');
    expect(ageOf('2030-01-10T11:55:00.000Z', now)).toBe('5 min ago');
    expect(ageOf('2030-01-10T09:00:00.000Z', now)).toBe('3 h ago');
    expect(ageOf('2030-01-09T10:00:00.000Z', now)).toBe('1 day ago');
    expect(ageOf('2030-01-01T12:00:00.000Z', now)).toBe('9 days ago');
  });

  it('says nothing of an instant it cannot read', () => {
    expect(ageOf('not a date', now)).toBe('');
  });

  it("says it in the language it is given, its figures in ASCII digits even where the language's own differ", () => {
    expect(ageOf('2030-01-10T11:55:00.000Z', now, intlOf('de'))).toBe('vor 5 Min.');
    const persian = ageOf('2030-01-01T12:00:00.000Z', now, intlOf('fa'));
    expect(persian).toContain('9');
    expect(persian).not.toMatch(/[۰-۹]/);
  });
});
