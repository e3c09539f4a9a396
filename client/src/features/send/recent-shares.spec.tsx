import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecentShare } from './upload-queue/upload-queue';
import { fakeLinkRef } from '../../test/fake-share-api';
import { FakeLiveStates } from '../../test/fake-live-states';
import { mockFetch, requestUrl } from '../../test/mock-fetch';
import { renderPage } from '../../test/render-with-router';
import { END_PROMPT, RecentShares } from './recent-shares';
import { expectIsolatedSize } from '../../test/isolated-size';

function recent(code: string, minutesLeft: number): RecentShare {
  return {
    id: `id-${code}`,
    sharedAt: 0,
    announced: true,
    manageKey: `key-${code}`,
    folderCode: code,
    folderUrl: `http://localhost/s/${fakeLinkRef(code)}`,
    qrCode: 'data:image/png;base64,',
    retention: '2h',
    status: 'live',
    expiresAt: new Date(Date.now() + minutesLeft * 60_000 + 30_000).toISOString(),
    files: [
      { filename: 'a.txt', filepath: 'a.txt', filesize: 1024 },
      { filename: 'b.txt', filepath: 'b.txt', filesize: 2048 },
    ],
  };
}

/** Share 0427's state as the API answers it, with `status` and anything else `extra` says. */
function stateOf(status: string, extra: object = {}) {
  return {
    folderCode: '0427',
    status,
    opens: 0,
    lastOpenedAt: null,
    zipDownloads: 0,
    files: [],
    expiresAt: '2030-01-01T00:00:00Z',
    retention: '2h',
    passwordProtected: false,
    ...extra,
  };
}

describe(RecentShares.name, () => {
  it('lists shares with code, size, expiry, a link that opens the share by its link, Show QR and Forget', async () => {
    const user = userEvent.setup();
    const onShow = jest.fn();
    const onForget = jest.fn();
    const shares = [recent('0427', 102), recent('9001', 5)];
    renderPage(<RecentShares shares={shares} onShow={onShow} onForget={onForget} />);
    const rows = within(screen.getByRole('list', { name: 'Recent shares' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('0427');
    expect(rows[0]).toHaveTextContent('2 files, 3 KB');
    expectIsolatedSize(within(rows[0]).getByText('3 KB'));
    expect(rows[0]).toHaveTextContent('expires in 1 h 42 min');
    expect(within(rows[0]).getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/s/${fakeLinkRef('0427')}`);
    expect(rows[1]).toHaveTextContent('expires in 5 min');

    await user.click(screen.getByRole('button', { name: 'Show code, link and QR of share 9001' }));
    expect(onShow).toHaveBeenCalledWith(shares[1]);
    await user.click(screen.getByRole('button', { name: 'Forget share 0427 on this device' }));
    expect(onForget).toHaveBeenCalledWith('id-0427');
  });

  it('shows how each share is doing, and ends one now after a confirmation, with its management key', async () => {
    const user = userEvent.setup();
    const requests: Array<{ url: string; method: string; key: string | null }> = [];
    let status = 'live';
    const live = new FakeLiveStates(() =>
      stateOf(status, { opens: 1, files: [{ id: 1, filepath: 'a.txt', downloads: 1 }] }),
    );
    mockFetch().mockImplementation((input, init = {}) => {
      requests.push({
        url: requestUrl(input),
        method: init.method ?? 'GET',
        key: new Headers(init.headers).get('X-Manage-Key'),
      });
      if (init.method === 'DELETE') {
        // The API announces the ending to the pages following the share.
        status = 'ended';
        live.changed();
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return live.answer(init);
    });
    renderPage(<RecentShares shares={[recent('0427', 60)]} onShow={jest.fn()} onForget={jest.fn()} />);
    const row = screen.getByTestId('recent-share');
    expect(await within(row).findByText('Opened · 1 file downloaded')).toBeInTheDocument();
    const line = within(row).getByTestId('share-status');

    await user.click(within(row).getByRole('button', { name: 'End share 0427 now' }));
    const prompt = within(row).getByRole('group', { name: END_PROMPT });
    await user.click(within(prompt).getByRole('button', { name: 'Keep it' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'End share 0427 now' }));
    await user.click(within(row).getByRole('button', { name: 'End share' }));
    expect(await within(row).findByText('Ended')).toBeInTheDocument();
    // Said by the row's polite live region, which was there before: one put in with its words is not announced.
    await waitFor(() => expect(line).toHaveTextContent('Ended · its files were deleted'));
    expect(within(row).getByTestId('share-status')).toBe(line);
    expect(line).toHaveAttribute('role', 'status');
    expect(requests).toContainEqual({ url: '/api/shares/0427', method: 'DELETE', key: 'key-0427' });
    // Ended: nothing opens it any more, so neither Open nor Show QR is offered.
    expect(within(row).queryByRole('link', { name: 'Open' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Show code, link and QR of share 0427' })).not.toBeInTheDocument();
    // Followed on the page's one live poll, never asked by a request of its own.
    expect(requests.filter((request) => request.method === 'GET')).toEqual([]);
  });

  it('says a share ended elsewhere has ended, instead of offering Open and Show QR', async () => {
    const live = new FakeLiveStates(() => stateOf('ended', { opens: 1 }));
    mockFetch().mockImplementation((_input, init) => live.answer(init));
    renderPage(<RecentShares shares={[recent('0427', 60)]} onShow={jest.fn()} onForget={jest.fn()} />);
    const row = screen.getByTestId('recent-share');
    expect(await within(row).findByText('Ended · its files were deleted')).toBeInTheDocument();
    expect(within(row).getByText('Ended')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Open' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Show code, link and QR/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'End share 0427 now' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Forget share 0427 on this device' })).toBeInTheDocument();
  });

  it('offers no End now and no expiry for a share the operators removed, and says why', async () => {
    const live = new FakeLiveStates(() =>
      stateOf('removed', {
        removal: {
          category: 'copyright',
          reasons: 'The rights holder showed the files are theirs.',
          removedAt: '2030-01-01T00:00:00Z',
        },
        scan: null,
      }),
    );
    mockFetch().mockImplementation((_input, init) => live.answer(init));
    renderPage(<RecentShares shares={[recent('0427', 60)]} onShow={jest.fn()} onForget={jest.fn()} />);
    const row = screen.getByTestId('recent-share');
    expect(await within(row).findByText(/The rights holder showed the files are theirs\./)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'End share 0427 now' })).not.toBeInTheDocument();
    expect(row).not.toHaveTextContent('expires in');
    expect(within(row).getByRole('button', { name: 'Forget share 0427 on this device' })).toBeInTheDocument();
  });

  it('renders nothing without shares', () => {
    renderPage(<RecentShares shares={[]} onShow={jest.fn()} onForget={jest.fn()} />);
    expect(screen.queryByRole('heading', { name: 'Recent shares' })).not.toBeInTheDocument();
  });
});
