import { ApiError } from './api/http';
import { explainLookupFailure, statusOf } from './lookup-errors';

describe(explainLookupFailure.name, () => {
  it('explains unknown, expired, throttled and malformed lookups', () => {
    expect(explainLookupFailure(new ApiError(404, 'Invalid code', { message: 'Invalid code' }))).toMatch(/No shared folder has this code/);
    expect(explainLookupFailure(new ApiError(410, 'expired', { message: 'This share expired' }))).toMatch(/has expired/);
    expect(explainLookupFailure(new ApiError(429, 'slow down'))).toMatch(/Too many attempts/);
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
