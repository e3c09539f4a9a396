import { ApiError } from '../api/http';
import {
  explainLookupFailure,
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
