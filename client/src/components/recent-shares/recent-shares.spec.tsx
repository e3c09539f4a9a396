import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecentShare } from '../../lib/upload-queue';
import { renderPage } from '../../test/render-with-router';
import { RecentShares } from './recent-shares';

function recent(code: string, minutesLeft: number): RecentShare {
  return {
    id: `id-${code}`,
    sharedAt: 0,
    announced: true,
    folderCode: code,
    folderUrl: `http://localhost/s/${code}`,
    qrCode: 'data:image/png;base64,',
    retention: '2h',
    expiresAt: new Date(Date.now() + minutesLeft * 60_000 + 30_000).toISOString(),
    files: [
      { filename: 'a.txt', filepath: 'a.txt', filesize: 1024 },
      { filename: 'b.txt', filepath: 'b.txt', filesize: 2048 },
    ],
  };
}

describe(RecentShares.name, () => {
  it('lists shares with code, size, expiry, a link, Show QR and Forget', async () => {
    const user = userEvent.setup();
    const onShow = jest.fn();
    const onForget = jest.fn();
    const shares = [recent('0427', 102), recent('9001', 5)];
    renderPage(<RecentShares shares={shares} onShow={onShow} onForget={onForget} />);
    const rows = within(screen.getByRole('list', { name: 'Recent shares' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('0427');
    expect(rows[0]).toHaveTextContent('2 files, 3 KB');
    expect(rows[0]).toHaveTextContent('expires in 1 h 42 min');
    expect(within(rows[0]).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/s/0427');
    expect(rows[1]).toHaveTextContent('expires in 5 min');

    await user.click(screen.getByRole('button', { name: 'Show code, link and QR of share 9001' }));
    expect(onShow).toHaveBeenCalledWith(shares[1]);
    await user.click(screen.getByRole('button', { name: 'Forget share 0427 on this device' }));
    expect(onForget).toHaveBeenCalledWith('id-0427');
  });

  it('renders nothing without shares', () => {
    renderPage(<RecentShares shares={[]} onShow={jest.fn()} onForget={jest.fn()} />);
    expect(screen.queryByRole('heading', { name: 'Recent shares' })).not.toBeInTheDocument();
  });
});
