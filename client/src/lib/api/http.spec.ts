import { USER_STORAGE_KEY } from '../platform/user-store';
import { jsonResponse, mockFetch } from '../../test/mock-fetch';
import { ApiError, requestJson, requestSignedIn, SessionExpiredError } from './http';

describe('requestSignedIn', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(USER_STORAGE_KEY, '{"email":"a@example.com"}');
  });

  it('answers like requestJson when the call succeeds', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ ok: 1 }));
    await expect(requestSignedIn('/api/me')).resolves.toEqual({ ok: 1 });
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
  });

  it('signs the browser out on a 401', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ message: 'Session over' }, 401));
    const error = await requestSignedIn('/api/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ status: 401, message: 'Session over' });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('leaves the user alone on other errors, and plain requestJson never signs out', async () => {
    mockFetch()
      .mockResolvedValueOnce(jsonResponse({ message: 'Forbidden' }, 403))
      .mockResolvedValueOnce(jsonResponse({ message: 'Invalid email or password' }, 401));
    await expect(requestSignedIn('/api/me', { method: 'DELETE' })).rejects.not.toBeInstanceOf(SessionExpiredError);
    await expect(requestJson('/api/login', { method: 'POST' })).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
  });
});
