import { USER_STORAGE_KEY } from '../platform/user-store';
import { jsonResponse, mockFetch } from '../../test/mock-fetch';
import { SessionExpiredError } from './http';
import { endMyShare, listMyShares } from './my-shares';

describe('my-shares API client', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('lists with the query encoded, or without one', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse({ shares: [] }));
    await listMyShares('  50% off & more ');
    await listMyShares('');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/my/shares?q=50%25%20off%20%26%20more',
      '/api/my/shares',
    ]);
  });

  it('ends a share with DELETE', async () => {
    const fetchMock = mockFetch().mockResolvedValue(new Response(null, { status: 204 }));
    await endMyShare('0427');
    expect(fetchMock).toHaveBeenCalledWith('/api/my/shares/0427', expect.objectContaining({ method: 'DELETE' }));
  });

  it('treats a 401 as an ended session: clears the stored user and rejects with SessionExpiredError', async () => {
    sessionStorage.setItem(USER_STORAGE_KEY, '{"email":"a@example.com"}');
    mockFetch().mockResolvedValue(jsonResponse({ statusCode: 401, message: 'You are not signed in.' }, 401));
    await expect(listMyShares()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('keeps the stored user for other failures', async () => {
    localStorage.setItem(USER_STORAGE_KEY, '{"email":"a@example.com"}');
    mockFetch().mockResolvedValue(jsonResponse({ message: 'Internal server error' }, 500));
    await expect(endMyShare('0427')).rejects.toThrow('Internal server error');
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
  });
});
