import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { LocationProbe, renderRoutes } from '../../test/render-with-router';
import { USER_STORAGE_KEY } from '../../lib/user-store';
import { Layout } from './layout';
import { DELETE_NOT_AVAILABLE } from './nav-bar';
import { SEARCH_PLACEHOLDER } from './nav-search';

function renderShell(path = '/') {
  const page = (title: string) => (
    <>
      <h1>{title}</h1>
      <Link to="/blogs">Go to blog</Link>
      <LocationProbe />
    </>
  );
  return renderRoutes(
    [
      {
        element: <Layout />,
        children: [
          { index: true, element: page('Home') },
          { path: 'blogs', element: page('Blog') },
          { path: 'login', element: page('Login') },
          { path: 'features', element: page('Features') },
          { path: 'features/file-sharing', element: page('File sharing') },
          { path: 's/:code', element: page('Share') },
        ],
      },
    ],
    path,
  );
}

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
    expect(bar.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(bar.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(bar.getByRole('link', { name: 'Sharecode' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'LogIn' })).toHaveAttribute('href', '/login');
    expect(bar.getByRole('link', { name: 'SignUp' })).toHaveAttribute('href', '/signup');
    expect(bar.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/services');
    expect(screen.queryByPlaceholderText(SEARCH_PLACEHOLDER)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account options' })).not.toBeInTheDocument();
  });

  it('puts footer links to /faq, /privacy and /terms', () => {
    renderShell();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
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

  it('logs out from the dots menu: clears both stores, signs out and goes to /login', async () => {
    const user = userEvent.setup();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'dan@example.com' }));
    sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'dan@example.com' }));
    renderShell('/blogs');
    const dots = screen.getByRole('button', { name: 'Account options' });
    expect(dots).toHaveAttribute('aria-expanded', 'false');
    await user.click(dots);
    expect(dots).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Logout', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();

    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(within(nav()).getByRole('link', { name: 'LogIn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account options' })).not.toBeInTheDocument();
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
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(dots).toHaveFocus();
  });

  it('Delete explains that it is not available and keeps the user signed in', async () => {
    const user = userEvent.setup();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'fay@example.com' }));
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Account options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(screen.getByText(DELETE_NOT_AVAILABLE)).toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
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

  it('opens a shared folder from a 4-digit code typed in the search box', async () => {
    const user = userEvent.setup();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'gus@example.com' }));
    renderShell();
    const search = screen.getByPlaceholderText(SEARCH_PLACEHOLDER);
    await user.type(search, 'holiday{Enter}');
    expect(screen.getByText('Type a 4-digit file code to open a shared folder.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '0427{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/s/0427');
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
