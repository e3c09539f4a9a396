import { readSessionCookie, SESSION_COOKIE_NAME, sessionCookieOptions } from './session-cookie.js';
import { REMEMBERED_SESSION_MS } from './session-lifetime.js';

describe(sessionCookieOptions.name, () => {
  it('is httpOnly and SameSite=Lax, with a 30-day Max-Age only when remembered', () => {
    expect(sessionCookieOptions({ secure: false }, true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
      maxAge: REMEMBERED_SESSION_MS,
    });
    expect(sessionCookieOptions({ secure: false }, false)).not.toHaveProperty('maxAge');
  });

  it('is Secure when the request came over HTTPS', () => {
    expect(sessionCookieOptions({ secure: true }, false).secure).toBe(true);
  });
});

describe(readSessionCookie.name, () => {
  it('finds the session cookie among others', () => {
    expect(readSessionCookie({ headers: { cookie: `theme=dark; ${SESSION_COOKIE_NAME}=abc_-1; x=y` } })).toBe('abc_-1');
  });

  it('is undefined without one', () => {
    expect(readSessionCookie({ headers: {} })).toBeUndefined();
    expect(readSessionCookie({ headers: { cookie: 'theme=dark' } })).toBeUndefined();
  });
});
