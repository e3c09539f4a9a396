import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyShare } from '../../lib/api/my-shares';
import { USER_STORAGE_KEY } from '../../lib/platform/user-store';
import { renderShell } from '../../test/render-shell';
import { fakeLinkRef } from '../../test/fake-share-api';
import { requestUrl } from '../../test/mock-fetch';
import { routeFetch } from '../../test/route-fetch';
import { SESSION_EXPIRED_NOTICE } from './nav-bar';
import { NavSearch, SEARCH_PLACEHOLDER } from './nav-search';
import { spanningText } from '../../test/spanning-text';

const HOUR_MS = 60 * 60 * 1000;

function share(overrides: Partial<MyShare> = {}): MyShare {
  return {
    code: '0427',
    folderUrl: `http://localhost/s/${fakeLinkRef('0427')}`,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
    retention: '2h',
    fileCount: 4,
    totalBytes: 4096,
    encrypted: false,
    firstFiles: ['holiday/notes.txt', 'holiday/photos/2024/notes.txt', 'holiday/photos/beach.jpg'],
    status: 'live',
    removal: null,
    scan: null,
    ...overrides,
  };
}

/** The searches among the requests (the bar also asks GET /api/me whether the account is an operator). */
function searches(fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>) {
  return fetchMock.mock.calls.filter(([url]) => requestUrl(url).startsWith('/api/my/shares'));
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const searchBox = () => screen.getByPlaceholderText(SEARCH_PLACEHOLDER);
const results = () => screen.getByRole('region', { name: 'Your shares matching the search' });

describe(NavSearch.name, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'gus@example.com' }));
  });

  it("searches the user's shares as they type and lists code, matching names and expiry", async () => {
    const fetchMock = routeFetch({
      'GET /api/my/shares?q=beach': { shares: [share({ matchingFiles: ['holiday/photos/beach.jpg'] })] },
    });
    const user = userEvent.setup();
    renderShell();
    await user.type(searchBox(), 'beach');

    expect(await within(results()).findByText('1 of your shares matches.')).toBeInTheDocument();
    // Debounced: one request for the whole word, not one per key.
    expect(searches(fetchMock)).toHaveLength(1);
    expect(searches(fetchMock)[0][1]).toMatchObject({ credentials: 'same-origin' });
    const found = within(results());
    expect(found.getByRole('article', { name: 'Share code 0427' })).toBeInTheDocument();
    expect(found.getByText('Matching files')).toBeInTheDocument();
    expect(found.getByText('holiday/photos/beach.jpg')).toBeInTheDocument();
    expect(found.queryByText('holiday/notes.txt')).not.toBeInTheDocument();
    expect(found.getByText(/^expires in 1 h 59 min$/)).toBeInTheDocument();
    expect(found.getByText(spanningText('4 files · 4 KB'))).toBeInTheDocument();
    expect(found.getByRole('link', { name: 'Open share 0427' })).toHaveAttribute('href', `/s/${fakeLinkRef('0427')}`);
    expect(found.getByRole('link', { name: 'Open My shares' })).toHaveAttribute('href', '/my-shares?q=beach');

    await user.click(found.getByRole('link', { name: 'Open share 0427' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/s/${fakeLinkRef('0427')}`);
    expect(screen.queryByRole('region', { name: 'Your shares matching the search' })).not.toBeInTheDocument();
  });

  it('ends a share from the results after asking', async () => {
    const fetchMock = routeFetch({
      'GET /api/my/shares?q=0427': { shares: [share({ matchingFiles: [] })] },
      'DELETE /api/my/shares/0427': [204, undefined],
    });
    const user = userEvent.setup();
    renderShell();
    await user.type(searchBox(), '0427');
    await user.click(await within(results()).findByRole('button', { name: 'End share 0427' }));

    const dialog = screen.getByRole('dialog', { name: 'End share 0427?' });
    expect(dialog).toHaveTextContent('Its files are deleted now');
    await user.click(within(dialog).getByRole('button', { name: 'End share' }));

    expect(await within(results()).findByText('Share 0427 ended. Its files were deleted.')).toBeInTheDocument();
    expect(within(results()).queryByRole('article', { name: 'Share code 0427' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/my/shares/0427', expect.objectContaining({ method: 'DELETE' }));
  });

  it('keeps the share when the user changes their mind', async () => {
    const fetchMock = routeFetch({ 'GET /api/my/shares?q=0427': { shares: [share()] } });
    const user = userEvent.setup();
    renderShell();
    await user.type(searchBox(), '0427');
    await user.click(await within(results()).findByRole('button', { name: 'End share 0427' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(results()).getByRole('article', { name: 'Share code 0427' })).toBeInTheDocument();
    expect(searches(fetchMock)).toHaveLength(1);
  });

  it('says when nothing matches, and offers to open a 4-digit code', async () => {
    routeFetch({ 'GET /api/my/shares?q=zzz': { shares: [] }, 'GET /api/my/shares?q=1234': { shares: [] } });
    const user = userEvent.setup();
    renderShell();
    await user.type(searchBox(), 'zzz');
    expect(await within(results()).findByText('None of your live shares match “zzz”.')).toBeInTheDocument();
    await user.clear(searchBox());
    await user.type(searchBox(), '1234');
    expect(
      await within(results()).findByText(
        'None of your live shares match “1234”. Press Enter to open the shared folder 1234.',
      ),
    ).toBeInTheDocument();
  });

  it('opens a 4-digit code with Enter, and any other text on the My shares page', async () => {
    routeFetch({ 'GET /api/my/shares?q=0427': { shares: [] }, 'GET /api/my/shares?q=holiday': { shares: [] } });
    const user = userEvent.setup();
    const { router } = renderShell();
    await user.type(searchBox(), '0427{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/s/0427');
    expect(searchBox()).toHaveValue('');
    await user.type(searchBox(), 'holiday{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/my-shares');
    expect(router.state.location.search).toBe('?q=holiday');
  });

  it("opens a code typed in the phone's own digits as its ASCII code", async () => {
    routeFetch({ 'GET /api/my/shares?q=%D9%A0%D9%A4%D9%A2%D9%A7': { shares: [] } });
    const user = userEvent.setup();
    renderShell();
    await user.type(searchBox(), '٠٤٢٧{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/s/0427');
  });

  it('closes the results with Escape', async () => {
    routeFetch({ 'GET /api/my/shares?q=beach': { shares: [share()] } });
    const user = userEvent.setup();
    renderShell();
    await user.type(searchBox(), 'beach');
    await within(results()).findByText('1 of your shares matches.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Your shares matching the search' })).not.toBeInTheDocument();
  });

  it('signs out and shows the visitor bar when the server session has ended', async () => {
    routeFetch({
      'GET /api/my/shares?q=beach': [
        401,
        { statusCode: 401, message: 'You are not signed in.', error: 'Unauthorized' },
      ],
    });
    const user = userEvent.setup();
    renderShell();
    await user.type(searchBox(), 'beach');
    expect(await screen.findByText(SESSION_EXPIRED_NOTICE)).toBeInTheDocument();
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'LogIn' })).toBeInTheDocument());
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(screen.queryByPlaceholderText(SEARCH_PLACEHOLDER)).not.toBeInTheDocument();
  });

  it('shows an error, and stays signed in, when the search fails for another reason', async () => {
    routeFetch({
      'GET /api/my/shares?q=beach': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderShell();
    await user.type(searchBox(), 'beach');
    expect(
      await within(results()).findByText('Your shares could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
  });
});
