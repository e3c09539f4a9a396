import {
  clearUser,
  expireSession,
  onSessionExpired,
  parseStoredUser,
  profileInitial,
  readStoredUserRaw,
  saveUser,
  subscribeToUser,
  USER_STORAGE_KEY,
} from './user-store';

describe('user-store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a remembered user in localStorage and a session user in sessionStorage only', () => {
    saveUser({ email: 'a@example.com' }, 'local');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual({ email: 'a@example.com' });
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();

    saveUser({ email: 'b@example.com' }, 'session');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(USER_STORAGE_KEY)!)).toEqual({ email: 'b@example.com' });
  });

  it('reads a record from either store', () => {
    expect(readStoredUserRaw()).toBeNull();
    sessionStorage.setItem(USER_STORAGE_KEY, '{"email":"s@example.com"}');
    expect(readStoredUserRaw()).toBe('{"email":"s@example.com"}');
  });

  it('clears both stores and notifies subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToUser(listener);
    localStorage.setItem(USER_STORAGE_KEY, '{}');
    sessionStorage.setItem(USER_STORAGE_KEY, '{}');
    clearUser();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    saveUser({ email: 'x@example.com' }, 'local');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('parses only JSON objects', () => {
    expect(parseStoredUser('{"email":"a@b.c"}')).toEqual({ email: 'a@b.c' });
    expect(parseStoredUser('not json')).toBeNull();
    expect(parseStoredUser('[1]')).toBeNull();
    expect(parseStoredUser(null)).toBeNull();
  });

  it('uses the uppercased first letter of the e-mail for the profile circle', () => {
    expect(profileInitial({ email: 'zoe@example.com' })).toBe('Z');
    expect(profileInitial({ email: '  mia@example.com' })).toBe('M');
    expect(profileInitial({})).toBe('?');
    expect(profileInitial(null)).toBe('?');
  });

  it('expires a session: clears the record and tells expiry listeners, only when signed in', () => {
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    expireSession();
    expect(expired).not.toHaveBeenCalled();
    saveUser({ email: 'x@example.com' }, 'session');
    expireSession();
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
