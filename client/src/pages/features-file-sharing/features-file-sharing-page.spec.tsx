import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installStructuredClone } from '../../test/install-structured-clone';
import { QUEUED_OFFLINE_MESSAGE, useSendPageSetup } from '../../test/send-page-setup';
import { renderPage } from '../../test/render-with-router';
import { SHARE_PASSWORD_LENGTH_MESSAGE } from '../../lib/sharing/share-password';
import FeaturesFileSharingPage from './features-file-sharing-page';
import { installFakeWebRtc } from '../../test/fake-web-rtc';
import { spanningText } from '../../test/spanning-text';

installStructuredClone();

type User = ReturnType<typeof userEvent.setup>;

describe('FeaturesFileSharingPage', () => {
  const fake = useSendPageSetup();

  async function pick(user: User, files: File[]) {
    await user.upload(screen.getByTestId('files-input'), files);
  }

  async function pickAndProtect(user: User, password: string) {
    await pick(user, [new File(['a'], 'a.txt')]);
    await user.click(screen.getByRole('checkbox', { name: 'Protect with a password' }));
    await user.type(screen.getByLabelText('Share password'), password);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
  }

  /** Closes the popup a share opens, leaving the success panel. */
  async function closePopup(user: User) {
    const popup = await screen.findByRole('dialog', { name: 'Your files are shared' });
    await user.click(within(popup).getAllByRole('button', { name: 'Close' })[0]);
  }

  it('announces the files (paths and sizes, smallest first) so the share exists at once, then sends their bytes', async () => {
    const user = userEvent.setup();
    renderPage(<FeaturesFileSharingPage />, '/features/file-sharing');
    await pick(user, [new File(['x'.repeat(97)], 'small.txt'), new File([], 'empty.txt')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByTestId('success-panel');
    expect(fake.api.announcements.map((sent) => sent.fields)).toEqual([
      // Smallest first: a recipient can open the small files while the large ones are still arriving.
      { retention: '2h', filePaths: '["empty.txt","small.txt"]', fileSizes: '[0,97]' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Upload complete' })).toBeInTheDocument();
  });

  it('shows the code in its panel while the files are still being sent', async () => {
    const user = userEvent.setup();
    fake.api.stallAfterChunks = 1;
    renderPage(<FeaturesFileSharingPage />, '/features/file-sharing');
    await pick(user, [new File([new Uint8Array(9 * 1024 * 1024)], 'film.mp4')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await closePopup(user);
    const panel = screen.getByTestId('success-panel');
    expect(within(panel).getByRole('heading')).toHaveTextContent('Shared with code 1000: sending the files…');
    expect(within(panel).getByTestId('expiry')).toHaveTextContent('Kept 2 hours after the last file arrives');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText(/Upload cancelled, so share 1000 ended before everything arrived/),
    ).toBeInTheDocument();
  });

  it('sends the password in the upload form when the sender protects the share', async () => {
    const user = userEvent.setup();
    renderPage(<FeaturesFileSharingPage />, '/features/file-sharing');
    await pickAndProtect(user, 'open sesame');
    await screen.findByTestId('success-panel');
    expect(fake.api.announcements[0].fields.password).toBe('open sesame');
  });

  it('sends directly only when asked, beside the password and encryption choices, and says how long the share lives', async () => {
    const uninstall = installFakeWebRtc();
    try {
      const user = userEvent.setup();
      renderPage(<FeaturesFileSharingPage />, '/features/file-sharing');
      await pick(user, [new File(['x'.repeat(10)], 'notes.txt')]);
      await user.click(screen.getByRole('checkbox', { name: 'Send directly only' }));
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      await closePopup(user);
      const panel = screen.getByTestId('success-panel');
      expect(within(panel).getByRole('heading')).toHaveTextContent(
        'Shared with code 1000: sent directly from this page',
      );
      expect(within(panel).getByTestId('direct-only-note')).toHaveTextContent(
        'This share lives only while this page is open',
      );
      expect(fake.api.announcements[0].fields.directOnly).toBe('1');
      expect(fake.api.chunks).toEqual([]);
    } finally {
      uninstall();
    }
  });

  it('refuses a password that is too long before sending anything', async () => {
    const user = userEvent.setup();
    renderPage(<FeaturesFileSharingPage />, '/features/file-sharing');
    await pickAndProtect(user, 'x'.repeat(129));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_PASSWORD_LENGTH_MESSAGE);
    expect(fake.api.announcements).toEqual([]);
  });

  it('shows sizes under 1 KB in bytes, never as "1 KB" or an empty file as content; KB, rounded, from there', async () => {
    const user = userEvent.setup();
    renderPage(<FeaturesFileSharingPage />, '/features/file-sharing');
    await pick(user, [
      new File(['x'.repeat(97)], 'small.txt'),
      new File([], 'empty.txt'),
      new File([new Uint8Array(1536)], 'big.bin'),
    ]);
    const tree = screen.getByRole('tree', { name: 'Selected files' });
    expect(within(tree).getByRole('treeitem', { name: /small\.txt/ })).toHaveTextContent('97 bytes');
    expect(within(tree).getByRole('treeitem', { name: /empty\.txt/ })).toHaveTextContent('0 bytes');
    expect(within(tree).getByRole('treeitem', { name: /big\.bin/ })).toHaveTextContent('2 KB');
    expect(screen.getByText(spanningText('3 files · 2 KB'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove big.bin' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(screen.getByText(spanningText('2 files · 97 bytes'))).toBeInTheDocument();
  });

  it('queues an Upload pressed offline, as /data-sharing does, and shows the share once the connection returns', async () => {
    const user = userEvent.setup();
    renderPage(<FeaturesFileSharingPage />, '/features/file-sharing');
    await pick(user, [new File(['offline'], 'notes.txt')]);
    fake.online.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(QUEUED_OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/did not go through/)).not.toBeInTheDocument();
    const queued = await screen.findByRole('list', { name: 'Queued uploads' });
    expect(queued).toHaveTextContent('1 file');
    expect(fake.api.announcements).toEqual([]);

    fake.online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    const popup = await screen.findByRole('dialog', { name: 'Your files are shared' });
    expect(within(popup).getByTestId('folder-code')).toHaveTextContent('1000');
    expect(within(popup).getByRole('navigation', { name: 'Share the link through' })).toBeInTheDocument();
    expect(within(screen.getByTestId('success-panel')).getByTestId('folder-code')).toHaveTextContent('1000');
    expect(await screen.findByRole('list', { name: 'Recent shares' })).toHaveTextContent('1000');
    expect(screen.queryByRole('list', { name: 'Queued uploads' })).not.toBeInTheDocument();
  });

  it('lists its shares in Recent shares; once ended there, neither the row nor the panel offers the code, link or QR', async () => {
    const user = userEvent.setup();
    renderPage(<FeaturesFileSharingPage />, '/features/file-sharing');
    await pick(user, [new File(['a'], 'a.txt')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await closePopup(user);
    const panel = screen.getByTestId('success-panel');
    expect(within(panel).getByRole('img', { name: 'QR code for folder 1000' })).toBeInTheDocument();

    const row = within(await screen.findByRole('list', { name: 'Recent shares' })).getByTestId('recent-share');
    expect(await within(row).findByText('Waiting for someone to open it…')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'End share 1000 now' }));
    await user.click(within(row).getByRole('button', { name: 'End share' }));

    expect(await within(row).findByText('Ended')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Open' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Show code, link and QR/ })).not.toBeInTheDocument();
    expect(fake.api.ended).toEqual(new Set(['1000']));
    await waitFor(() =>
      expect(panel).toHaveTextContent('This share has ended: its code, link and QR code no longer open it.'),
    );
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Copy URL' })).not.toBeInTheDocument();
  });

  it("says when the server refuses the upload, and logs the server's reason", async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      fake.api.refuseNext = new Response(JSON.stringify({ statusCode: 400, message: 'Invalid file path "x".' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      });
      renderPage(<FeaturesFileSharingPage />, '/features/file-sharing');
      await pick(user, [new File(['a'], 'a.txt')]);
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The upload did not go through: Invalid file path "x".',
      );
      expect(logged).toHaveBeenCalledWith('Upload failed:', 'Invalid file path "x".');
      await waitFor(() => expect(screen.queryByRole('list', { name: 'Queued uploads' })).not.toBeInTheDocument());
    } finally {
      logged.mockRestore();
    }
  });
});
