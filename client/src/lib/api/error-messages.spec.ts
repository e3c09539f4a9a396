import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { intlFor } from '../i18n/intl-for';
import { setPageIntl } from '../i18n/page-intl';
import { SOURCE_LANGUAGE } from '../i18n/source-language';
import { API_ERROR_MESSAGES } from './error-message-sources';
import { apiErrorMessageId } from './error-messages';
import ar from '../../../locales/ar.json';
import { ApiError, refusalOf } from './http';

/** The codes the API answers with, as api/src/errors/error-codes.ts lists them (`  code: { status: …`). */
function apiErrorCodes(): string[] {
  const source = readFileSync(join(__dirname, '../../../../api/src/errors/error-codes.ts'), 'utf8');
  const list = source.slice(source.indexOf('export const ERROR_CODES'), source.indexOf('} as const'));
  return [...list.matchAll(/^ {2}(\w+): \{ status: \d+/gm)].map(([, code]) => code);
}

const GERMAN = {
  'apiError.too_many_files': 'Eine Freigabe darf höchstens {max} Dateien enthalten.',
  'apiError.upload_too_large': 'Der Upload ist größer als die {limit}, die eine Freigabe fassen darf.',
  'apiError.too_many_failed_logins':
    'Zu viele fehlgeschlagene Anmeldungen. Bitte warte {retryAfter} und versuche es erneut.',
  'apiError.share_removed':
    '{category, select, malware {Entfernt (Schadsoftware).} illegal {Entfernt (illegal).} copyright {Entfernt (Urheberrecht).} privacy {Entfernt (Privatsphäre).} other {Entfernt.}}',
};

describe('API errors in the page’s language', () => {
  afterEach(() => setPageIntl(intlFor(SOURCE_LANGUAGE, {})));

  it('has one message for every code the API answers, and none for a code it does not', () => {
    const codes = apiErrorCodes();
    expect(codes.length).toBeGreaterThan(100);
    expect(Object.keys(API_ERROR_MESSAGES).sort()).toEqual([...codes].sort());
  });

  it('names each message apiError.<code>', () => {
    for (const [code, message] of Object.entries(API_ERROR_MESSAGES)) expect(message.id).toBe(apiErrorMessageId(code));
  });

  it('reads the code and params off the body', () => {
    const error = new ApiError(413, 'A share may hold at most 50000 files.', {
      code: 'too_many_files',
      message: 'A share may hold at most 50000 files.',
      params: { max: 50000 },
    });
    expect(error.code).toBe('too_many_files');
    expect(error.params).toEqual({ max: 50000 });
    expect(new ApiError(500, 'Request failed with status 500', 'oops')).toMatchObject({ code: undefined, params: {} });
  });

  it('shows the server’s English as it came in the source language', () => {
    const error = new ApiError(404, 'Invalid code', { code: 'unknown_code', message: 'Invalid code' });
    expect(error.message).toBe('Invalid code');
  });

  it('shows a known code in another language with its params', () => {
    setPageIntl(intlFor('de', GERMAN));
    const error = new ApiError(413, 'A share may hold at most 50000 files.', {
      code: 'too_many_files',
      message: 'A share may hold at most 50000 files.',
      params: { max: 50000 },
    });
    expect(error.message).toBe('Eine Freigabe darf höchstens 50000 Dateien enthalten.');
    const tooLarge = new ApiError(413, 'The upload is larger than the 2 GB a share may hold.', {
      code: 'upload_too_large',
      params: { limit: 2 * 1024 ** 3 },
    });
    expect(tooLarge.message).toBe('Der Upload ist größer als die \u20682 GB\u2069, die eine Freigabe fassen darf.');
  });

  it('picks a removal’s category, and the general sentence without one', () => {
    setPageIntl(intlFor('de', GERMAN));
    const body = { code: 'share_removed', message: "This share was removed by Sharecode's operators." };
    expect(new ApiError(410, body.message, body).message).toBe('Entfernt.');
    expect(new ApiError(410, body.message, { ...body, params: { category: 'copyright' } }).message).toBe(
      'Entfernt (Urheberrecht).',
    );
  });

  it('falls back to the server’s message for a code the client does not know, or none', () => {
    setPageIntl(intlFor('de', GERMAN));
    expect(new ApiError(418, 'I am a teapot.', { code: 'teapot', message: 'I am a teapot.' }).message).toBe(
      'I am a teapot.',
    );
    expect(new ApiError(500, 'Request failed with status 500').message).toBe('Request failed with status 500');
  });

  it('gives a 429’s reason in the page’s language', () => {
    const body = {
      code: 'too_many_failed_logins',
      message: 'Too many failed logins. Please wait 15 minutes and try again.',
      params: { retryAfter: 900 },
    };
    expect(refusalOf(new ApiError(429, body.message, body, 900))?.reason).toBe('Too many failed logins.');
    setPageIntl(intlFor('de', GERMAN));
    const error = new ApiError(429, body.message, body, 900);
    expect(error.message).toBe('Zu viele fehlgeschlagene Anmeldungen. Bitte warte 15 Minuten und versuche es erneut.');
    expect(refusalOf(error)?.reason).toBe('Zu viele fehlgeschlagene Anmeldungen.');
  });

  it('takes a reason up to a full-width stop in Chinese and Japanese', () => {
    setPageIntl(
      intlFor('ja', {
        'apiError.too_many_failed_logins':
          'ログインの失敗が多すぎます。{retryAfter}待ってから、もう一度お試しください。',
      }),
    );
    const error = new ApiError(
      429,
      'Too many failed logins. Please wait 30 seconds and try again.',
      {
        code: 'too_many_failed_logins',
        params: { retryAfter: 30 },
      },
      30,
    );
    expect(refusalOf(error)?.reason).toBe('ログインの失敗が多すぎます。');
  });
});

describe('waits in languages with their own digits', () => {
  afterEach(() => setPageIntl(intlFor(SOURCE_LANGUAGE, {})));

  it('keeps the figure in ASCII digits', () => {
    setPageIntl(
      intlFor('fa', {
        'apiError.too_many_failed_logins': 'تلاش‌های ناموفق ورود خیلی زیاد است. لطفاً {retryAfter} صبر کنید.',
      }),
    );
    const error = new ApiError(429, 'Too many failed logins. Please wait 15 minutes and try again.', {
      code: 'too_many_failed_logins',
      params: { retryAfter: 900 },
    });
    expect(error.message).toContain('15');
    expect(error.message).not.toMatch(/[۰-۹]/);
  });
});

describe('a size in a right-to-left sentence', () => {
  afterEach(() => setPageIntl(intlFor(SOURCE_LANGUAGE, {})));

  it('is isolated, in ASCII digits and the separators of the language', () => {
    setPageIntl(intlFor('ar', ar));
    const error = new ApiError(413, 'The upload is larger than the 1.5 GB a share may hold.', {
      code: 'upload_too_large',
      params: { limit: 1.5 * 1024 ** 3 },
    });
    expect(error.message).toContain('\u20681.5 GB\u2069');
  });

  it('keeps a size in words (under 1 KB) in the direction of its words, not forced left to right', () => {
    setPageIntl(intlFor('ar', ar));
    const error = new ApiError(413, 'The upload is larger than the 26 bytes a share may hold.', {
      code: 'upload_too_large',
      params: { limit: 26 },
    });
    expect(error.message).toMatch(/\u206826 \p{Script=Arabic}+\u2069/u);
  });
});
