import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, renderRoutes } from '../../test/render-with-router';
import { installStructuredClone } from '../../test/install-structured-clone';
import { QUEUED_OFFLINE_MESSAGE, useSendPageSetup } from '../../test/send-page-setup';
import { keepSharedFiles } from '../../lib/sharing/shared-files-inbox';
import { formatBytes } from '../../lib/files/format-size';
import { openAppDatabase } from '../../lib/platform/app-database';
import { SHARE_PASSWORD_LENGTH_MESSAGE } from '../../lib/sharing/share-password';
import DataSharingPage from './data-sharing-page';
import { installFakeWebRtc } from '../../test/fake-web-rtc';

installStructuredClone();

/** What the dialog, the panel and Recent shares say of a share sent directly only. */
const DIRECT_ONLY_NOTE =
  'Sent directly only: nothing is stored on Sharecode. This share lives only while this page is open, so keep it open until everyone has their files.';

describe('DataSharingPage with the upload queue', () => {
  const fake = useSendPageSetup();

  async function pickFiles(user: ReturnType<typeof userEvent.setup>, ...names: string[]) {
    await user.click(screen.getByRole('radio', { name: 'File upload' }));
    await user.upload(
      screen.getByTestId('files-input'),
      names.map((name) => new File([`content of ${name}`], name)),
    );
  }

  it('queues a share pressed offline and shows its code once the connection returns', async () => {
    const user = userEvent.setup();
    renderPage(<DataSharingPage />, '/data-sharing');
    await pickFiles(user, 'a.txt', 'b.txt');
    fake.online.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Share Files' }));

    expect(await screen.findByText(QUEUED_OFFLINE_MESSAGE)).toBeInTheDocument();
    const queued = await screen.findByRole('list', { name: 'Queued uploads' });
    expect(queued).toHaveTextContent('2 files');
    expect(screen.getByRole('button', { name: 'Share Files' })).toBeEnabled();
    expect(fake.api.announcements).toEqual([]);

    fake.online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    const dialog = await screen.findByRole('dialog', { name: 'Your files are shared' });
    expect(fake.api.announcements.map((sent) => sent.fields)).toEqual([
      { retention: '2h', filePaths: '["a.txt","b.txt"]', fileSizes: '[16,16]' },
    ]);
    expect(within(dialog).getByText('1000')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Recent shares' })).toHaveTextContent('1000');
    expect(screen.queryByRole('list', { name: 'Queued uploads' })).not.toBeInTheDocument();
  });

  it('shows the share being sent once, with its own progress and Cancel, not in the queued list too', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const handle = globalThis.fetch;
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      await held;
      return handle(...args);
    };
    renderPage(<DataSharingPage />, '/data-sharing');
    await pickFiles(user, 'e.txt');
    await user.click(screen.getByRole('button', { name: 'Share Files' }));
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Queued uploads' })).not.toBeInTheDocument();
    release();
    await screen.findByRole('dialog', { name: 'Your files are shared' });
  });

  it('shows the progress of the share being sent at most once per animation frame, with the latest figures', async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      const user = userEvent.setup();
      const size = 20 * 1024 * 1024;
      fake.api.stallAfterChunks = 3;
      renderPage(<DataSharingPage />, '/data-sharing');
      await user.click(screen.getByRole('radio', { name: 'File upload' }));
      await user.upload(screen.getByTestId('files-input'), new File([new Uint8Array(size)], 'film.mp4'));
      await user.click(screen.getByRole('button', { name: 'Share Files' }));
      const dialog = await screen.findByRole('dialog', { name: 'Your files are shared' });
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
      const panel = screen.getByRole('region', { name: '2. Share' });
      const figures = await within(panel).findByTestId('upload-progress-text');
      await waitFor(() => expect(fake.api.chunks).toHaveLength(3));
      // Three chunks went out, each reporting progress, and no frame has been painted: nothing re-rendered yet.
      expect(figures).toHaveTextContent(`0 bytes of ${formatBytes(size)}`);
      act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
      expect(figures).toHaveTextContent(`${formatBytes(3 * fake.api.chunkBytes)} of ${formatBytes(size)}`);
      await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
      expect(
        await screen.findByText(
          'Upload cancelled, so share 1000 ended before everything arrived: its files were deleted, and whoever opens its code or link is told you stopped.',
        ),
      ).toBeInTheDocument();
      expect(fake.api.cancelled).toEqual(['session-1']);
    } finally {
      frame.mockRestore();
    }
  });

  it('shows the code, link and QR at once while the files are still being sent, and says when its retention starts', async () => {
    const user = userEvent.setup();
    fake.api.stallAfterChunks = 1;
    renderPage(<DataSharingPage />, '/data-sharing');
    await user.click(screen.getByRole('radio', { name: 'File upload' }));
    await user.upload(screen.getByTestId('files-input'), new File([new Uint8Array(9 * 1024 * 1024)], 'film.mp4'));
    await user.click(screen.getByRole('button', { name: 'Share Files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your files are shared' });
    expect(within(dialog).getByTestId('folder-code')).toHaveTextContent('1000');
    // A screen reader hears the code digit by digit, not as "one thousand".
    expect(within(dialog).getByText('1 0 0 0')).toBeInTheDocument();
    expect(within(dialog).getByTestId('expiry')).toHaveTextContent('Kept 2 hours after the last file arrives');
    expect(within(dialog).getByText(/Recipients can open the share now/)).toBeInTheDocument();
    expect(await within(dialog).findByText('Arriving · 0 of 1 file arrived')).toBeInTheDocument();
    // Everything the dialog offers works from now on.
    expect(within(dialog).getByRole('button', { name: 'Copy URL' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'End share 1000 now' })).toBeEnabled();
    // It is listed with its progress, and not as a queued upload as well.
    const row = within(await screen.findByRole('list', { name: 'Recent shares' })).getByTestId('recent-share');
    expect(row).toHaveTextContent('Kept 2 hours after the last file arrives');
    expect(within(row).getByRole('button', { name: 'Cancel the upload of share 1000' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Queued uploads' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel the upload of share 1000' }));
    expect(await within(dialog).findByTestId('share-over')).toHaveTextContent(
      'whoever tries is told that you stopped before everything arrived',
    );
    expect(fake.api.cancelled).toEqual(['session-1']);
  });

  it('protects the share with the password typed, and sends none unless it is ticked', async () => {
    const user = userEvent.setup();
    renderPage(<DataSharingPage />, '/data-sharing');
    await pickFiles(user, 'a.txt');
    expect(screen.queryByLabelText('Share password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Protect with a password' }));
    await user.type(screen.getByLabelText('Share password'), 'open sesame');
    await user.click(screen.getByRole('button', { name: 'Share Files' }));
    await screen.findByRole('dialog', { name: 'Your files are shared' });
    expect(fake.api.announcements[0].fields.password).toBe('open sesame');
  });

  it('says a password is too short in place, keeps the focus on it, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<DataSharingPage />, '/data-sharing');
    await pickFiles(user, 'a.txt');
    await user.click(screen.getByRole('checkbox', { name: 'Protect with a password' }));
    await user.type(screen.getByLabelText('Share password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Share Files' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_PASSWORD_LENGTH_MESSAGE);
    expect(screen.getByLabelText('Share password')).toHaveFocus();
    expect(screen.getByLabelText('Share password')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.api.announcements).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Queued uploads' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Share password'), 'd');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels a queued share from the list', async () => {
    const user = userEvent.setup();
    renderPage(<DataSharingPage />, '/data-sharing');
    await pickFiles(user, 'c.txt');
    fake.online.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Share Files' }));
    await user.click(await screen.findByRole('button', { name: /^Cancel queued upload of 1 file/ }));
    expect(await screen.findByText('Upload cancelled. Nothing was shared.')).toBeInTheDocument();
    // The list follows the queue's store, which may settle a render after the message.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Queued uploads' })).not.toBeInTheDocument());
  });

  it('no longer offers "Show the code, link and QR again" once the share has ended, and says it ended', async () => {
    const user = userEvent.setup();
    renderPage(<DataSharingPage />, '/data-sharing');
    await pickFiles(user, 'a.txt');
    await user.click(screen.getByRole('button', { name: 'Share Files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your files are shared' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    expect(screen.getByRole('button', { name: 'Show the code, link and QR again' })).toBeInTheDocument();

    const row = within(await screen.findByRole('list', { name: 'Recent shares' })).getByTestId('recent-share');
    await user.click(await within(row).findByRole('button', { name: 'End share 1000 now' }));
    await user.click(within(row).getByRole('button', { name: 'End share' }));
    expect(
      await screen.findByText('This share has ended: its code, link and QR code no longer open it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the code, link and QR again' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Show code, link and QR of share 1000' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Open' })).not.toBeInTheDocument();
    expect(within(row).getByText('Ended')).toBeInTheDocument();
  });

  it('shows "Upload failed" with the server\'s reason when the share is refused', async () => {
    const user = userEvent.setup();
    fake.api.refuseNext = new Response(JSON.stringify({ statusCode: 400, message: 'Invalid file path "x".' }), {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    });
    renderPage(<DataSharingPage />, '/data-sharing');
    await pickFiles(user, 'd.txt');
    await user.click(screen.getByRole('button', { name: 'Share Files' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upload failed');
    expect(alert).toHaveTextContent('Invalid file path "x".');
    // Shown right here, so it does not wait in the queue too.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Queued uploads' })).not.toBeInTheDocument());
  });

  it('refuses a name with a hidden character before anything is sent, naming the file', async () => {
    const user = userEvent.setup();
    renderPage(<DataSharingPage />, '/data-sharing');
    await pickFiles(user, 'ok.txt', 'invoice\u202efdp.exe');
    await user.click(screen.getByRole('button', { name: 'Share Files' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upload failed');
    expect(alert).toHaveTextContent(
      'Invalid file path "invoice\\u202efdp.exe": it contains an invisible character (U+202E), which can make a ' +
        'name look like another.',
    );
    expect(fake.api.announcements).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Queued uploads' })).not.toBeInTheDocument();
  });

  it('shows once the result of a share that completed while no page showed it (the service worker sent it)', async () => {
    // As the upload queue records a share the service worker sent, no page having shown it.
    await (
      await openAppDatabase()
    ).put('recent-shares', {
      id: 'from-worker',
      sharedAt: Date.now(),
      announced: false,
      folderCode: '4321',
      folderUrl: 'http://localhost/s/4321',
      manageKey: 'key-4321',
      qrCode: 'data:image/png;base64,',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      retention: '2h',
      status: 'live',
      files: [{ filename: 'a.txt', filepath: 'a.txt', filesize: 1 }],
    });
    const first = renderPage(<DataSharingPage />, '/data-sharing');
    const dialog = await screen.findByRole('dialog', { name: 'Your files are shared' });
    expect(within(dialog).getByText('4321')).toBeInTheDocument();
    first.unmount();

    renderPage(<DataSharingPage />, '/data-sharing');
    expect(await screen.findByRole('list', { name: 'Recent shares' })).toHaveTextContent('4321');
    expect(screen.queryByRole('dialog', { name: 'Your files are shared' })).not.toBeInTheDocument();
  });

  it('selects the files another app shared (the share target opens the page with ?shared=1)', async () => {
    await keepSharedFiles([new File(['x'], 'photo.jpg'), new File(['y'], 'photo.jpg')]);
    const { router } = renderRoutes(
      [{ path: '/data-sharing', element: <DataSharingPage /> }],
      '/data-sharing?shared=1',
    );
    expect(
      await screen.findByText('2 files received from another app. Press Share Files to share them.'),
    ).toBeInTheDocument();
    const tree = screen.getByRole('tree', { name: 'Selected files' });
    expect(tree).toHaveTextContent('photo.jpg');
    expect(tree).toHaveTextContent('photo (2).jpg');
    expect(router.state.location.search).toBe('');
  });

  it('sends directly only when asked: the share at once, none of its bytes sent, and it lives while this page is open', async () => {
    const uninstall = installFakeWebRtc();
    try {
      const user = userEvent.setup();
      renderPage(<DataSharingPage />, '/data-sharing');
      const choice = screen.getByRole('checkbox', { name: 'Send directly only' });
      expect(choice).not.toBeChecked();
      await pickFiles(user, 'film.mp4');
      await user.click(choice);
      expect(screen.getByTestId('direct-only-lives')).toHaveTextContent(
        'The share lives only while this page is open.',
      );
      await user.click(screen.getByRole('button', { name: 'Share Files' }));

      const dialog = await screen.findByRole('dialog', { name: 'Your files are shared' });
      expect(within(dialog).getByTestId('direct-only-note')).toHaveTextContent(DIRECT_ONLY_NOTE);
      expect(fake.api.announcements.map((sent) => sent.fields)).toEqual([
        { directOnly: '1', retention: '2h', filePaths: '["film.mp4"]', fileSizes: '[19]' },
      ]);
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
      const panel = screen.getByRole('region', { name: '2. Share' });
      expect(await within(panel).findByText('Shared with code 1000')).toBeInTheDocument();
      expect(within(panel).getByTestId('direct-only-note')).toHaveTextContent(DIRECT_ONLY_NOTE);
      expect(fake.api.chunks).toEqual([]);
      const recent = await screen.findByRole('list', { name: 'Recent shares' });
      expect(within(recent).getByTestId('direct-only-note')).toHaveTextContent(DIRECT_ONLY_NOTE);
    } finally {
      uninstall();
    }
  });

  it('refuses to send directly only while offline, and shares nothing', async () => {
    const uninstall = installFakeWebRtc();
    try {
      const user = userEvent.setup();
      renderPage(<DataSharingPage />, '/data-sharing');
      await pickFiles(user, 'a.txt');
      await user.click(screen.getByRole('checkbox', { name: 'Send directly only' }));
      fake.online.mockReturnValue(false);
      await user.click(screen.getByRole('button', { name: 'Share Files' }));
      expect(
        await screen.findByText(/Sending directly needs a connection while this page is open/),
      ).toBeInTheDocument();
      expect(fake.api.announcements).toEqual([]);
      expect(screen.queryByRole('list', { name: 'Queued uploads' })).not.toBeInTheDocument();
    } finally {
      uninstall();
    }
  });
});
