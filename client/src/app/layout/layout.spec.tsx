import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../test/render-shell';
import { USER_STORAGE_KEY } from '../../lib/platform/user-store';
import { Layout } from './layout';
import { routeFetch } from '../../test/route-fetch';
import { ACCOUNT_DELETED_NOTICE } from './nav-bar';
import { SEARCH_PLACEHOLDER } from './nav-search';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe(Layout.name, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the spec links, brand to / and visitor actions', () => {
    renderShell();
    const bar = within(nav());
    expect(bar.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/features/file-sharing');
    expect(bar.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
    expect(bar.getByRole('link', { name: 'Request files' })).toHaveAttribute('href', '/request');
    expect(bar.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(bar.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(bar.getByRole('link', { name: 'Sharecode' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'LogIn' })).toHaveAttribute('href', '/login');
    expect(bar.getByRole('link', { name: 'SignUp' })).toHaveAttribute('href', '/signup');
    expect(bar.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/services');
    expect(screen.queryByPlaceholderText(SEARCH_PLACEHOLDER)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account options' })).not.toBeInTheDocument();
  });

  it('puts footer links to /faq, /privacy, /terms and /report', () => {
    renderShell();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Report a share' })).toHaveAttribute('href', '/report');
  });

  it('highlights the current link and aligns the bar left under /features', async () => {
    const user = userEvent.setup();
    renderShell('/features/file-sharing');
    expect(within(nav()).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(nav()).toHaveAttribute('data-align', 'left');

    await user.click(screen.getByRole('link', { name: 'Go to blog' }));
    expect(within(nav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
    expect(nav()).toHaveAttribute('data-align', 'center');
  });

  it('aligns left on /features itself', () => {
    renderShell('/features');
    expect(nav()).toHaveAttribute('data-align', 'left');
  });

  it('shows the search box and profile initial for a user in localStorage', () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'alice@example.com' }));
    renderShell();
    expect(screen.getByPlaceholderText('Search anything. eg:file code,name ....')).toBeInTheDocument();
    expect(within(nav()).getByText('A')).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'LogIn' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('treats a user in sessionStorage as signed in too', () => {
    sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'bob@example.com' }));
    renderShell();
    expect(within(nav()).getByText('B')).toBeInTheDocument();
  });

  it('re-checks the stored user on every route change', async () => {
    const user = userEvent.setup();
    renderShell();
    expect(within(nav()).getByRole('link', { name: 'LogIn' })).toBeInTheDocument();
    // Written behind the app's back: only the next navigation can notice it.
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'carol@example.com' }));
    await user.click(screen.getByRole('link', { name: 'Go to blog' }));
    expect(within(nav()).getByText('C')).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'LogIn' })).not.toBeInTheDocument();
  });

  it('links the profile circle to My shares', async () => {
    const user = userEvent.setup();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'ivy@example.com' }));
    renderShell();
    const circle = within(nav()).getByRole('link', { name: 'My shares, signed in as ivy@example.com' });
    expect(circle).toHaveTextContent('I');
    await user.click(circle);
    expect(screen.getByTestId('location')).toHaveTextContent('/my-shares');
  });

  it('logs out from the dots menu: ends the server session, clears both stores, signs out and goes to /login', async () => {
    const fetchMock = routeFetch({ 'POST /api/logout': [204, undefined] });
    const user = userEvent.setup();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'dan@example.com' }));
    sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'dan@example.com' }));
    renderShell('/blogs');
    const dots = screen.getByRole('button', { name: 'Account options' });
    expect(dots).toHaveAttribute('aria-expanded', 'false');
    await user.click(dots);
    expect(dots).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Logout', 'Delete account…']);
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();

    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('/login')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    );
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(within(nav()).getByRole('link', { name: 'LogIn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account options' })).not.toBeInTheDocument();
  });

  it('still signs out locally when the logout request fails (offline)', async () => {
    routeFetch({
      'POST /api/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'dan@example.com' }));
    renderShell('/blogs');
    await user.click(screen.getByRole('button', { name: 'Account options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('/login')).toBeInTheDocument();
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('operates the dots menu from the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'eve@example.com' }));
    renderShell();
    const dots = screen.getByRole('button', { name: 'Account options' });
    dots.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete account…' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(dots).toHaveFocus();
  });

  it('Delete asks for the password, deletes the account, signs out and says so', async () => {
    const fetchMock = routeFetch({ 'DELETE /api/me': [204, undefined] });
    const user = userEvent.setup();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'fay@example.com' }));
    renderShell('/blogs');
    await user.click(screen.getByRole('button', { name: 'Account options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('ends every share you made while logged in');
    await user.type(within(dialog).getByLabelText('Password'), 'my secret pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText(ACCOUNT_DELETED_NOTICE)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'DELETE')!;
    expect(url).toBe('/api/me');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({ password: 'my secret pass' });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    // The router moves in a transition, which may land after the notice.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(within(nav()).getByRole('link', { name: 'LogIn' })).toBeInTheDocument();
  });

  it("Delete with a wrong password shows the server's message and keeps everything", async () => {
    routeFetch({
      'DELETE /api/me': [
        403,
        { statusCode: 403, message: 'Incorrect password. Your account was not deleted.', error: 'Forbidden' },
      ],
    });
    const user = userEvent.setup();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'fay@example.com' }));
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Account options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong guess');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Incorrect password. Your account was not deleted.',
    );
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account options' })).toBeInTheDocument();
  });

  it('Delete signs out with a notice when the server session had already ended', async () => {
    routeFetch({
      'DELETE /api/me': [401, { statusCode: 401, message: 'You are not signed in.', error: 'Unauthorized' }],
    });
    const user = userEvent.setup();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'fay@example.com' }));
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Account options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete account…' }));
    await user.type(screen.getByLabelText('Password'), 'whatever it is');
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'LogIn' })).toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links an operator to the console (GET /api/me says operator: true), and nobody else', async () => {
    routeFetch({ 'GET /api/me': { user: { id: 1, email: 'op@example.com', operator: true } } });
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'op@example.com' }));
    renderShell();
    // In the phone menu's links, and as a shield in the bar on wide screens (CSS shows one of them).
    const links = await within(nav()).findAllByRole('link', { name: 'Operator console' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/operator', '/operator']);
  });

  it('offers no console link to an account that is not an operator, nor when /api/me cannot answer', async () => {
    const fetchMock = routeFetch({ 'GET /api/me': { user: { id: 2, email: 'ann@example.com', operator: false } } });
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'ann@example.com' }));
    renderShell();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything()));
    await act(() => Promise.resolve());
    expect(within(nav()).queryByRole('link', { name: 'Operator console' })).not.toBeInTheDocument();
  });

  it('names what the dots menu deletes: the account, after a confirmation', async () => {
    const user = userEvent.setup();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'fay@example.com' }));
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Account options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete account…' }));
    expect(await screen.findByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
  });

  it('toggles the hamburger menu and closes it on navigation', async () => {
    const user = userEvent.setup();
    renderShell();
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(hamburger.getAttribute('aria-controls')!)!;
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');

    await user.click(hamburger);
    await user.click(within(nav()).getByRole('link', { name: 'Blog' }));
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  it('hears sign-outs from other tabs', () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'hal@example.com' }));
    renderShell();
    expect(within(nav()).getByText('H')).toBeInTheDocument();
    localStorage.removeItem(USER_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY }));
    });
    expect(within(nav()).getByRole('link', { name: 'LogIn' })).toBeInTheDocument();
  });
});
