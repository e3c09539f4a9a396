import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyShare, RemovedShare } from '../../lib/api/my-shares';
import { USER_STORAGE_KEY } from '../../lib/platform/user-store';
import { LocationProbe, renderPage, renderRoutes } from '../../test/render-with-router';
import { fakeLinkRef } from '../../test/fake-share-api';
import { requestUrl } from '../../test/mock-fetch';
import { routeFetch } from '../../test/route-fetch';
import MySharesPage from './my-shares-page';

// The account's file requests have their own spec (features/file-requests); here, only where the page puts them.
jest.mock('../../features/file-requests', () => ({
  MyRequests: () => <section data-testid="my-requests" />,
}));

const HOUR_MS = 60 * 60 * 1000;

function share(code: string, overrides: Partial<MyShare> = {}): MyShare {
  return {
    code,
    folderUrl: `http://localhost/s/${fakeLinkRef(code)}`,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
    retention: '24h',
    fileCount: 5,
    totalBytes: 3 * 1024 * 1024,
    encrypted: false,
    firstFiles: ['trip/a.jpg', 'trip/b.jpg', 'trip/c.jpg'],
    status: 'live',
    removal: null,
    scan: null,
    ...overrides,
  };
}

const signIn = () => localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'ada@example.com' }));

describe('MySharesPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('asks a visitor to log in, without calling the API', () => {
    const fetchMock = routeFetch({});
    renderPage(<MySharesPage />, '/my-shares');
    expect(screen.getByRole('heading', { level: 1, name: 'My shares' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in to see your shares' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('my-requests')).not.toBeInTheDocument();
  });

  it("lists the account's file requests below its shares", async () => {
    signIn();
    routeFetch({ 'GET /api/my/shares': { shares: [share('0427')] } });
    renderPage(<MySharesPage />, '/my-shares');
    const card = await screen.findByRole('article', { name: 'Share code 0427' });
    const requests = screen.getByTestId('my-requests');
    expect(card.compareDocumentPosition(requests) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists live shares with their files, size, expiry and retention', async () => {
    signIn();
    routeFetch({
      'GET /api/my/shares': {
        shares: [share('0427'), share('9001', { fileCount: 1, firstFiles: ['notes.txt'], totalBytes: 10 })],
      },
    });
    renderPage(<MySharesPage />, '/my-shares');
    expect(await screen.findByText('2 live shares.')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Share code 0427' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('0427');
    expect(within(card).getByText('trip/a.jpg')).toBeInTheDocument();
    expect(within(card).getByText('and 2 more')).toBeInTheDocument();
    expect(
      within(card).getByText(
        (_text, element) => element?.tagName === 'P' && /^5 files · 3 MB · shared \S/.test(element.textContent ?? ''),
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText(/expires in 23 h 59 min/)).toBeInTheDocument();
    expect(within(card).getByText(/Kept for 24 hours/)).toBeInTheDocument();
    // Through the link: opening one's own share never counts as a code lookup.
    expect(within(card).getByRole('link', { name: 'Open share 0427' })).toHaveAttribute(
      'href',
      `/s/${fakeLinkRef('0427')}`,
    );
    expect(screen.getByRole('article', { name: 'Share code 9001' })).toHaveTextContent('1 file · 10 bytes');
  });

  it('filters by the q parameter and as the user types', async () => {
    signIn();
    const fetchMock = routeFetch({
      'GET /api/my/shares?q=trip': { shares: [share('0427', { matchingFiles: ['trip/a.jpg'] })] },
      'GET /api/my/shares?q=tripx': { shares: [] },
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: 'my-shares',
          element: (
            <>
              <MySharesPage />
              <LocationProbe />
            </>
          ),
        },
      ],
      '/my-shares?q=trip',
    );
    expect(await screen.findByText('1 share matches.')).toBeInTheDocument();
    expect(screen.getByLabelText('Filter your shares')).toHaveValue('trip');
    await user.type(screen.getByLabelText('Filter your shares'), 'x');
    expect(await screen.findByText('None of your live shares match “tripx”.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // One list request per search (the cards' own state requests aside).
    const listRequests = fetchMock.mock.calls.filter(([url]) => requestUrl(url).startsWith('/api/my/shares'));
    expect(listRequests).toHaveLength(2);
  });

  it('offers to share files when there are none', async () => {
    signIn();
    routeFetch({ 'GET /api/my/shares': { shares: [] } });
    renderPage(<MySharesPage />, '/my-shares');
    expect(await screen.findByRole('heading', { name: 'No live shares' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share files or a folder' })).toHaveAttribute('href', '/data-sharing');
  });

  it("shows the shares Sharecode's operators removed, with the statement of reasons and when", async () => {
    signIn();
    const reasons = 'The share held scans of a published novel, reported by its author; removed under copyright.';
    const removedAt = '2030-01-01T11:00:00.000Z';
    const removed: RemovedShare = {
      code: '4821',
      createdAt: '2030-01-01T10:00:00.000Z',
      endedAt: removedAt,
      retention: '2h',
      status: 'removed',
      removal: { category: 'copyright', reasons, removedAt },
    };
    routeFetch({ 'GET /api/my/shares': { shares: [], removed: [removed] } });
    renderPage(<MySharesPage />, '/my-shares');
    expect(await screen.findByRole('heading', { name: 'No live shares' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: "Removed by Sharecode's operators" });
    const card = within(section).getByRole('article', { name: 'Removed share 4821' });
    expect(card).toHaveTextContent("Removed by Sharecode's operators · Copyright infringement");
    expect(within(card).getByTestId('removal-details')).toHaveTextContent(`Statement of reasons${reasons}`);
    expect(card.querySelector(`time[datetime="${removedAt}"]`)).toHaveTextContent(/\S/);
    // Nothing to open or end: it no longer opens.
    expect(within(card).queryByRole('link', { name: /Open/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps only the removed shares whose code matches a filter', async () => {
    signIn();
    const removal = {
      category: 'malware',
      reasons: 'A trojan in setup.exe.',
      removedAt: '2030-01-01T11:00:00.000Z',
    } as const;
    const removed = (code: string): RemovedShare => ({
      code,
      createdAt: '2030-01-01T10:00:00.000Z',
      endedAt: removal.removedAt,
      retention: '2h',
      status: 'removed',
      removal,
    });
    routeFetch({ 'GET /api/my/shares?q=48': { shares: [], removed: [removed('4821'), removed('9001')] } });
    renderRoutes([{ path: 'my-shares', element: <MySharesPage /> }], '/my-shares?q=48');
    expect(await screen.findByRole('article', { name: 'Removed share 4821' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Removed share 9001' })).not.toBeInTheDocument();
  });

  it('ends a share after asking', async () => {
    signIn();
    const fetchMock = routeFetch({
      'GET /api/my/shares': { shares: [share('0427'), share('9001')] },
      'DELETE /api/my/shares/0427': [204, undefined],
    });
    const user = userEvent.setup();
    renderPage(<MySharesPage />, '/my-shares');
    await user.click(await screen.findByRole('button', { name: 'End share 0427' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'End share 0427?' })).getByRole('button', { name: 'End share' }),
    );
    expect(await screen.findByText('Share 0427 ended. Its files were deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Share code 0427' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Share code 9001' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/my/shares/0427', expect.objectContaining({ method: 'DELETE' }));
  });

  it("shows the server's message when ending fails, and keeps the share", async () => {
    signIn();
    routeFetch({
      'GET /api/my/shares': { shares: [share('0427')] },
      'DELETE /api/my/shares/0427': [
        500,
        { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
      ],
    });
    const user = userEvent.setup();
    renderPage(<MySharesPage />, '/my-shares');
    await user.click(await screen.findByRole('button', { name: 'End share 0427' }));
    const dialog = screen.getByRole('dialog', { name: 'End share 0427?' });
    await user.click(within(dialog).getByRole('button', { name: 'End share' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.getByRole('article', { name: 'Share code 0427' })).toBeInTheDocument();
  });

  it('signs out and asks to log in again when the server session has ended', async () => {
    signIn();
    routeFetch({
      'GET /api/my/shares': [401, { statusCode: 401, message: 'You are not signed in.', error: 'Unauthorized' }],
    });
    renderPage(<MySharesPage />, '/my-shares');
    expect(await screen.findByRole('heading', { name: 'Log in to see your shares' })).toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('offers to try again when loading fails', async () => {
    signIn();
    let calls = 0;
    routeFetch({
      'GET /api/my/shares': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return { shares: [share('0427')] };
      },
    });
    const user = userEvent.setup();
    renderPage(<MySharesPage />, '/my-shares');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your shares could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Share code 0427' })).toBeInTheDocument();
  });
});
