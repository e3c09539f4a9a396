import {
  fillIn,
  mailDate,
  placeholdersOf,
  REPORTER_MAIL_LANGUAGES,
  REPORTER_MAIL_TEXTS,
  reporterMailLanguage,
} from './reporter-mail-texts.js';

const LANGUAGES = 'en ar bn de es fa fr he hi id it ja ko pl pt-BR ru tr uk vi zh-Hans zh-Hant'.split(' ');
const RECEIVED = new Date('2026-03-04T05:06:00Z');

describe("the reporter's e-mail texts", () => {
  it('are written in every language of the picker, the source first', () => {
    expect(REPORTER_MAIL_LANGUAGES[0]).toBe('en');
    expect([...REPORTER_MAIL_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(REPORTER_MAIL_LANGUAGES.filter((language) => language !== 'en'))(
    'in %s have the same placeholders as in English, each text translated, Sharecode where it is',
    (language) => {
      const texts = REPORTER_MAIL_TEXTS[language];
      for (const [key, source] of Object.entries(REPORTER_MAIL_TEXTS.en)) {
        const text = texts[key as keyof typeof texts];
        expect({ key, placeholders: placeholdersOf(text) }).toEqual({ key, placeholders: placeholdersOf(source) });
        expect({ key, text }).not.toEqual({ key, text: source });
        expect({ key, namesSharecode: text.includes('Sharecode') }).toEqual({
          key,
          namesSharecode: source.includes('Sharecode'),
        });
      }
    },
  );

  it.each(REPORTER_MAIL_LANGUAGES)(
    "in %s say each outcome of a file request's report in words of its own",
    (language) => {
      const texts = REPORTER_MAIL_TEXTS[language];
      expect(texts.actionedRequest).not.toBe(texts.actioned);
      expect(texts.dismissedRequest).not.toBe(texts.dismissed);
    },
  );

  it("name the file request in English, and keep the share's words", () => {
    expect(REPORTER_MAIL_TEXTS.en).toMatchObject({
      actioned: "Sharecode's operators reviewed it and removed the share.",
      dismissed: "Sharecode's operators reviewed it and decided to take no action on the share.",
      actionedRequest: "Sharecode's operators reviewed it and removed the file request.",
      dismissedRequest: "Sharecode's operators reviewed it and decided to take no action on the file request.",
    });
  });

  it('name only the placeholders the mailer fills', () => {
    for (const texts of Object.values(REPORTER_MAIL_TEXTS))
      for (const text of Object.values(texts))
        for (const name of placeholdersOf(text)) expect(['reference', 'receivedAt', 'target']).toContain(name);
  });

  it("fill each placeholder in one pass, leaving a value's own braces alone", () => {
    const values = { reference: 'R-7K3Q-9M2X', receivedAt: 'then', target: 'https://x.test/{reference}' };
    expect(fillIn(REPORTER_MAIL_TEXTS.en.thanks, values)).toBe(
      'Thank you for your report R-7K3Q-9M2X of then about https://x.test/{reference}.',
    );
  });

  it('isolate the values in a language written right to left', () => {
    const values = { reference: 'R-7K3Q-9M2X', receivedAt: 'then', target: '0427' };
    expect(fillIn(REPORTER_MAIL_TEXTS.he.disagree, values, 'he')).toContain('\u2068R-7K3Q-9M2X\u2069');
    expect(fillIn(REPORTER_MAIL_TEXTS.de.disagree, values, 'de')).toContain(' R-7K3Q-9M2X ');
  });

  it('write the date in the language, in UTC and in ASCII digits', () => {
    expect(mailDate(RECEIVED, 'de')).toBe('4. März 2026 um 05:06 UTC');
    expect(mailDate(RECEIVED, 'ja')).toBe('2026年3月4日 5:06 UTC');
    for (const language of REPORTER_MAIL_LANGUAGES.filter((tag) => tag !== 'en'))
      expect(mailDate(RECEIVED, language)).toMatch(/^[^٠-٩۰-۹০-৯]*UTC$/);
  });

  it('keep the instant in ISO 8601 in English, as ever', () => {
    expect(mailDate(RECEIVED, 'en')).toBe('2026-03-04T05:06:00.000Z');
  });

  it('fall back to English for a language they do not have', () => {
    expect(reporterMailLanguage('de')).toBe('de');
    expect(reporterMailLanguage('xx')).toBe('en');
    expect(reporterMailLanguage('toString')).toBe('en');
  });
});
