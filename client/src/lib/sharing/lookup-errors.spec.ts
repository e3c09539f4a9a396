import { ApiError } from '../api/http';
import { intlFor } from '../i18n/intl-for';
import { setPageIntl } from '../i18n/page-intl';
import { SOURCE_LANGUAGE } from '../i18n/source-language';
import {
  explainLookupFailure,
  lookupFailureTitle,
  PASSWORD_NEEDED_MESSAGE,
  passwordNeeded,
  statusOf,
  WRONG_PASSWORD_MESSAGE,
} from './lookup-errors';

describe(explainLookupFailure.name, () => {
  it('explains unknown, expired, throttled and malformed lookups', () => {
    expect(explainLookupFailure(new ApiError(404, 'Invalid code', { message: 'Invalid code' }))).toMatch(
      /No shared folder has this code/,
    );
    expect(explainLookupFailure(new ApiError(410, 'expired', { message: 'This share expired' }))).toMatch(
      /has expired/,
    );
    // A share kept until downloaded ended because everything was: it did not "expire".
    const downloaded = new ApiError(410, 'x', { message: 'x', reason: 'expired', downloaded: true });
    expect(explainLookupFailure(downloaded)).toMatch(/ended once everything in it had been downloaded/);
    expect(explainLookupFailure(downloaded)).not.toMatch(/expired/);
    // A share whose sender stopped sending it before everything arrived: it did not "expire" either.
    const stopped = new ApiError(410, 'x', { message: 'x', reason: 'stopped' });
    expect(explainLookupFailure(stopped)).toMatch(/stopped sending this share before all of its files had arrived/);
    expect(lookupFailureTitle(stopped, 'link')).toBe('The sender stopped before everything arrived');
    expect(explainLookupFailure(new ApiError(429, 'slow down'))).toMatch(/Too many attempts/);
    expect(explainLookupFailure(new ApiError(429, 'm', { proofOfWork: { challenge: { parameters: {} } } }))).toMatch(
      /could not be checked just now\. Open the link or scan the QR, which always work/,
    );
    expect(explainLookupFailure(new ApiError(400, 'x', { message: 'The folder code must be exactly 4 digits.' }))).toBe(
      'The folder code must be exactly 4 digits.',
    );
  });

  it('says the server could not be reached for network failures', () => {
    expect(explainLookupFailure(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(statusOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(statusOf(new ApiError(410, 'gone'))).toBe(410);
  });
});

describe('passwordNeeded', () => {
  it("recognises a protected share's 401, and a wrong password", () => {
    const required = new ApiError(401, 'x', {
      statusCode: 401,
      message: 'This share is protected by a password.',
      passwordRequired: true,
    });
    const wrong = new ApiError(401, 'x', {
      statusCode: 401,
      message: 'Wrong password for this share.',
      passwordRequired: true,
    });
    expect(passwordNeeded(required)).toEqual({ wrong: false });
    expect(passwordNeeded(wrong)).toEqual({ wrong: true });
    expect(passwordNeeded(new ApiError(401, 'x', { statusCode: 401, message: 'Not signed in' }))).toBeNull();
    expect(passwordNeeded(new ApiError(404, 'x', {}))).toBeNull();
    expect(explainLookupFailure(wrong)).toBe(WRONG_PASSWORD_MESSAGE);
    expect(explainLookupFailure(required)).toBe(PASSWORD_NEEDED_MESSAGE);
  });
});

describe(lookupFailureTitle.name, () => {
  it('names what happened in a few words, for the failures that have them', () => {
    const gone = (body: object) => new ApiError(410, 'Gone', { statusCode: 410, message: 'Gone', ...body });
    expect(lookupFailureTitle(gone({ reason: 'ended' }), 'code')).toBe('The sender ended this share');
    expect(lookupFailureTitle(gone({ reason: 'expired' }), 'code')).toBe('This shared folder has expired');
    expect(lookupFailureTitle(gone({ reason: 'expired', downloaded: true }), 'link')).toBe(
      'Everything in this share was downloaded',
    );
    expect(lookupFailureTitle(gone({ reason: 'removed', category: 'privacy' }), 'code')).toBe('This share was removed');
    expect(lookupFailureTitle(new ApiError(404, 'Invalid code'), 'code')).toBe(
      'This code does not match any shared folder',
    );
    expect(lookupFailureTitle(new ApiError(404, 'Invalid link'), 'link')).toBe(
      'This link does not match any shared folder',
    );
    const away = new ApiError(409, 'x', { statusCode: 409, message: 'It opens with its link.', reason: 'sender-away' });
    expect(lookupFailureTitle(away, 'code')).toBe('This share opens with its link or QR code');
  });

  it('has none where the sentence says it all: throttling, the network, a refusal to check', () => {
    expect(lookupFailureTitle(new ApiError(429, 'slow down'), 'code')).toBeNull();
    expect(lookupFailureTitle(new TypeError('Failed to fetch'), 'code')).toBeNull();
    expect(lookupFailureTitle(new ApiError(500, 'oops'), 'link')).toBeNull();
  });
});

describe('lookup failures in the page’s language', () => {
  afterEach(() => setPageIntl(intlFor(SOURCE_LANGUAGE, {})));

  it('says its own sentences, and the server’s by its code, in the page’s language', () => {
    setPageIntl(
      intlFor('de', {
        'lookup.failure.unknownCodeTitle': 'Dieser Code passt zu keiner Freigabe',
        'apiError.invalid_code_format': 'Der Code muss genau 4 Ziffern haben.',
      }),
    );
    expect(lookupFailureTitle(new ApiError(404, 'Invalid code', { code: 'unknown_code' }), 'code')).toBe(
      'Dieser Code passt zu keiner Freigabe',
    );
    const body = { code: 'invalid_code_format', message: 'The folder code must be exactly 4 digits.' };
    expect(explainLookupFailure(new ApiError(400, 'x', body))).toBe('Der Code muss genau 4 Ziffern haben.');
  });
});
