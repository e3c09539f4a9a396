import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_STORAGE_KEY } from '../../lib/platform/user-store';
import { jsonResponse, mockFetch } from '../../test/mock-fetch';
import { LocationProbe, renderPage, renderRoutes } from '../../test/render-with-router';
import { installNodeWebCrypto } from '../../test/install-node-webcrypto';
import { testChallenge } from '../../test/test-challenge';
import LoginPage from './login-page';

const ELSEWHERE = { path: '*', element: <LocationProbe /> };

async function logIn(user: ReturnType<typeof userEvent.setup>, { remember = false } = {}) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'hunter22');
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('has email, password, Remember me and links to /forgot-password and /signup', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('posts email and password, keeps the user in sessionStorage and goes to /features/file-sharing', async () => {
    const fetchMock = mockFetch().mockResolvedValue(
      jsonResponse({ user: { id: 7, username: 'Ada', email: 'ada@example.com' } }),
    );
    const user = userEvent.setup();
    renderPage(<LoginPage />, '/login');
    await logIn(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/features/file-sharing');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/login');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'ada@example.com',
      password: 'hunter22',
      remember: false,
    });
    expect(JSON.parse(sessionStorage.getItem(USER_STORAGE_KEY)!)).toEqual({
      id: 7,
      username: 'Ada',
      email: 'ada@example.com',
    });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('goes back to the path ?next names (the operator console), never to another site', async () => {
    mockFetch().mockImplementation(() => Promise.resolve(jsonResponse({ user: { id: 7, email: 'ada@example.com' } })));
    const user = userEvent.setup();
    const first = renderRoutes([{ path: '/login', element: <LoginPage /> }, ELSEWHERE], '/login?next=%2Foperator');
    await logIn(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/operator');
    first.unmount();
    renderRoutes([{ path: '/login', element: <LoginPage /> }, ELSEWHERE], '/login?next=%2F%2Fevil.example');
    await logIn(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/features/file-sharing');
  });

  it('asks for a remembered session and keeps the user in localStorage when Remember me is ticked', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse({ user: { email: 'ada@example.com' } }));
    const user = userEvent.setup();
    renderPage(<LoginPage />, '/login');
    await logIn(user, { remember: true });
    expect(await screen.findByTestId('location')).toHaveTextContent('/features/file-sharing');
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toMatchObject({ remember: true });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual({ email: 'ada@example.com' });
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's message on a non-OK answer and stays", async () => {
    mockFetch().mockResolvedValue(
      jsonResponse({ statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' }, 401),
    );
    const user = userEvent.setup();
    renderPage(<LoginPage />, '/login');
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('falls back to "Login failed!" without a server message', async () => {
    mockFetch().mockResolvedValue(jsonResponse({}, 404));
    const user = userEvent.setup();
    renderPage(<LoginPage />, '/login');
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed!');
  });

  it('says "Something went wrong. Please try again later." when the request throws', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderPage(<LoginPage />, '/login');
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
  });

  it('counts a refusal down in minutes and seconds instead of quoting seconds, and waits until it ends', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      mockFetch().mockResolvedValue(
        new Response(
          JSON.stringify({
            statusCode: 429,
            message: 'Too many failed logins. Please wait 732 seconds and try again.',
          }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '732' } },
        ),
      );
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderPage(<LoginPage />, '/login');
      await logIn(user);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/^Too many failed logins\. You can try again in 12:1\d\.$/);
      expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(733_000));
      expect(alert).toHaveTextContent('Too many failed logins. You can try again now.');
      expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  describe('when the account asks for a proof of work', () => {
    installNodeWebCrypto();

    it('says "Checking your browser…", solves it and logs in with the solution in X-Proof-Of-Work', async () => {
      const challenge = await testChallenge(200);
      let answerLogin: (response: Response) => void = () => {};
      const fetchMock = mockFetch()
        .mockResolvedValueOnce(
          jsonResponse(
            {
              statusCode: 429,
              message: 'Many wrong passwords were tried for this account recently.',
              proofOfWork: { challenge },
            },
            429,
          ),
        )
        .mockReturnValueOnce(new Promise<Response>((resolve) => (answerLogin = resolve)));
      const user = userEvent.setup();
      renderPage(<LoginPage />, '/login');
      await logIn(user);
      expect(await screen.findByRole('button', { name: 'Checking your browser…' })).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent('Many wrong passwords were tried for this account recently');
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      const [, retried] = fetchMock.mock.calls[1];
      expect(new Headers(retried?.headers).get('X-Proof-Of-Work')).toEqual(expect.any(String));
      expect(JSON.parse(retried?.body as string)).toMatchObject({ email: 'ada@example.com', password: 'hunter22' });
      answerLogin(jsonResponse({ user: { email: 'ada@example.com' } }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/features/file-sharing');
    });
  });
});
