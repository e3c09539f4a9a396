import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeShareApi, fakeLinkRef } from '../../test/fake-share-api';
import { LocationProbe, renderRoutes } from '../../test/render-with-router';
import { testChallenge } from '../../test/test-challenge';
import { installNodeWebCrypto } from '../../test/install-node-webcrypto';
import SharePage from './share-page';

const LINK = fakeLinkRef('0427');
const CHECKING = 'Checking this code… many wrong codes were tried recently.';

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: '/s/:ref',
        element: (
          <>
            <SharePage />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );
}

describe('SharePage', () => {
  installNodeWebCrypto();
  let api: FakeShareApi;

  beforeEach(() => {
    api = new FakeShareApi().install();
    api.addFolder('0427', ['trip/a.txt', 'trip/photos/b.txt']);
  });
  afterEach(() => api.uninstall());

  it('opens a share by its link, with no proof of work even while code lookups need one', async () => {
    api.challenge = await testChallenge(50);
    renderAt(`/s/${LINK}`);
    expect(await screen.findByRole('heading', { name: 'Folder 0427' })).toBeInTheDocument();
    expect(api.lookups).toEqual([{ path: `/s/${LINK}`, proof: null }]);
    expect(screen.getByRole('link', { name: 'Download all' })).toHaveAttribute('href', `/api/folders/${LINK}/zip`);
  });

  it("asks for a protected share's password in place, says when it is wrong, and opens with the right one", async () => {
    api.passwords.set('0427', 'correct horse');
    const user = userEvent.setup();
    renderAt(`/s/${LINK}`);
    await user.type(await screen.findByLabelText('Password'), 'wrong horse');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Folder 0427' })).toBeInTheDocument();
  });

  it('names the code in the title, never the key', async () => {
    renderAt(`/s/${LINK}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Shared folder 0427$/);
    await screen.findByRole('heading', { name: 'Folder 0427' });
    expect(document.title).not.toContain(LINK.slice(5));
  });

  it('looks a typed code up, then puts the link in the address so a reload is not another code lookup', async () => {
    const { router } = renderAt('/s/0427');
    expect(await screen.findByRole('heading', { name: 'Folder 0427' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/s/${LINK}`));
    expect(router.state.historyAction).toBe('REPLACE');
    // The folder on screen came from the code lookup: moving to the link asked nothing more.
    expect(api.lookups.map((lookup) => lookup.path)).toEqual(['/s/0427']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Shared folder 0427$/);
  });

  it('says why a code takes a moment while its proof of work is done, with the way around it', async () => {
    const challenge = await testChallenge(50);
    api.challenge = challenge;
    const release = api.holdProvenLookups();
    renderAt('/s/0427');
    expect(await screen.findByText(CHECKING)).toBeInTheDocument();
    expect(screen.getByText(/or open the link or scan the QR, which always work/)).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Folder 0427' })).toBeInTheDocument();
    expect(screen.queryByText(CHECKING)).not.toBeInTheDocument();
    expect(api.lookups.map(({ path, proof }) => [path, proof?.challenge.signature ?? null])).toEqual([
      ['/s/0427', null],
      ['/s/0427', challenge.signature],
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/s/${LINK}`));
  });

  it('refuses a malformed link without asking the server', async () => {
    renderAt('/s/0427-tooShort');
    expect(await screen.findByTestId('share-error')).toHaveTextContent('This link is not a valid share link');
    expect(screen.getByTestId('share-error')).toHaveTextContent(
      'A share link ends with a 4-digit code, such as /s/0427.',
    );
    // An address that is no share link is never echoed, not even the digits it starts with.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Shared folder$/);
    expect(api.lookups).toEqual([]);
  });

  it('never echoes an invalid path in its heading or the tab title', async () => {
    renderAt(`/s/${encodeURIComponent('../etc/passwd')}`);
    expect(await screen.findByTestId('share-error')).toHaveTextContent('This link is not a valid share link');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Shared folder$/);
    expect(screen.getByRole('heading', { level: 1 }).closest('.page')).not.toHaveTextContent('passwd');
    expect(document.title).not.toContain('passwd');
  });

  it('says when a link matches nothing', async () => {
    renderAt(`/s/${fakeLinkRef('9999')}`);
    expect(await screen.findByTestId('share-error')).toHaveTextContent('This link does not match any shared folder');
  });

  it('says a share was removed by the operators, with the category in words', async () => {
    api.unavailable.set('0427', {
      status: 410,
      body: { message: "This share was removed by Sharecode's operators.", reason: 'removed', category: 'copyright' },
    });
    renderAt(`/s/${LINK}`);
    const error = await screen.findByTestId('share-error');
    expect(error).toHaveTextContent('This share was removed');
    expect(error).toHaveTextContent('Reason: Copyright infringement.');
    expect(screen.queryByRole('link', { name: 'Report this share' })).not.toBeInTheDocument();
  });

  it('tells a share removed as malware from one its sender ended', async () => {
    api.unavailable.set('0427', { status: 410, body: { message: 'Malware.', reason: 'malware' } });
    const { unmount } = renderAt(`/s/${LINK}`);
    expect(await screen.findByTestId('share-error')).toHaveTextContent('a file in it contains malware');
    unmount();
    api.unavailable.set('0427', { status: 410, body: { message: 'Ended.', reason: 'ended' } });
    renderAt(`/s/${LINK}`);
    expect(await screen.findByTestId('share-error')).toHaveTextContent('The sender ended this share');
  });

  it('says a share kept until downloaded ended because everything was downloaded, not that it expired', async () => {
    api.unavailable.set('0427', {
      status: 410,
      body: { message: 'Everything was downloaded.', reason: 'expired', downloaded: true },
    });
    renderAt(`/s/${LINK}`);
    const error = await screen.findByTestId('share-error');
    expect(within(error).getByRole('heading')).toHaveTextContent('Everything in this share was downloaded');
    expect(error).toHaveTextContent('ended once everything in it had been downloaded');
    expect(error).not.toHaveTextContent(/expired/i);
  });

  it('shows the whole tree of a share whose files are arriving, follows one as it arrives, and opens each the moment it is ready', async () => {
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.getAttribute('href') ?? '');
    });
    const downloads: string[] = [];
    try {
      api.addArrivingFolder('0427', [
        { path: 'trip/a.txt', size: 10, status: 'ready' },
        { path: 'trip/big.bin', size: 1000, status: 'arriving', received: 250 },
        { path: 'trip/c.txt', size: 5, status: 'checking' },
      ]);
      const user = userEvent.setup();
      renderAt(`/s/${LINK}`);
      const result = await screen.findByRole('region', { name: 'Folder 0427' });
      expect(within(result).getByTestId('arrival-summary')).toHaveTextContent('Files are still arriving: 1 of 3 here.');
      expect(within(result).getByText('Kept 2 hours after the last file arrives')).toBeInTheDocument();
      const big = within(result).getByRole('treeitem', { name: /big\.bin/ });
      expect(big).toHaveTextContent('Arriving · 25%');
      expect(within(big).getByRole('button', { name: 'View big.bin (not arrived yet)' })).toBeDisabled();
      // Its Download works already: from the sender's device when its page is there (not here), else from the
      // server at once, following the upload as the file arrives.
      const following = `/api/folders/${LINK}/files/2?follow=1`;
      await user.click(within(big).getByRole('button', { name: 'Download big.bin (not arrived yet)' }));
      await waitFor(() => expect(downloads).toEqual([following]));
      expect(within(result).getByRole('treeitem', { name: /c\.txt/ })).toHaveTextContent('Checking…');
      expect(within(result).getByRole('link', { name: 'Download a.txt' })).toHaveAttribute(
        'href',
        `/api/folders/${LINK}/files/1`,
      );
      // The ZIP waits for its files, and says which.
      await user.click(within(result).getByRole('button', { name: 'Download all' }));
      expect(within(result).getByTestId('zip-wait')).toHaveTextContent('Still arriving: big.bin, c.txt.');
      expect(downloads).toEqual([following]);

      // The page follows by itself: once both are ready, they open, and the ZIP starts.
      api.arrive('0427', { 'trip/big.bin': { status: 'ready' }, 'trip/c.txt': { status: 'ready' } });
      expect(await within(result).findByRole('link', { name: 'Download big.bin' }, { timeout: 5_000 })).toHaveAttribute(
        'href',
        `/api/folders/${LINK}/files/2`,
      );
      expect(within(result).queryByTestId('arrival-summary')).not.toBeInTheDocument();
      await waitFor(() => expect(downloads.sort()).toEqual([following, `/api/folders/${LINK}/zip`].sort()));
      expect(within(result).getByRole('link', { name: 'Download all' })).toBeInTheDocument();
      expect(api.progressPolls.length).toBeGreaterThan(0);
    } finally {
      clicked.mockRestore();
    }
  });

  it('says the sender stopped before everything arrived when the share ends while its page is open', async () => {
    api.addArrivingFolder('0427', [
      { path: 'a.txt', size: 10, status: 'ready' },
      { path: 'b.bin', size: 1000, status: 'arriving', received: 100 },
    ]);
    renderAt(`/s/${LINK}`);
    await screen.findByRole('heading', { name: 'Folder 0427' });
    api.unavailable.set('0427', { status: 410, body: { message: 'Stopped.', reason: 'stopped' } });
    const ended = await screen.findByTestId('share-ended', {}, { timeout: 5_000 });
    expect(within(ended).getByRole('heading')).toHaveTextContent('The sender stopped before everything arrived');
    expect(ended).toHaveTextContent('The sender stopped sending this share before all of its files had arrived');
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  });

  it('tells a client over its own limit to wait (a 429 without a challenge)', async () => {
    api.clientLimited = true;
    renderAt('/s/0427');
    expect(await screen.findByText(/Too many attempts from this network/)).toBeInTheDocument();
    expect(screen.queryByText(CHECKING)).not.toBeInTheDocument();
    expect(api.lookups).toHaveLength(1);
  });

  it("opens a share sent directly only: each file from the sender's device alone, whether it is there, and its ending", async () => {
    api.addDirectOnlyFolder('0428', ['trip/film.mp4'], true);
    const user = userEvent.setup();
    renderAt(`/s/${fakeLinkRef('0428')}`);
    const summary = await screen.findByTestId('direct-only-summary');
    expect(summary).toHaveTextContent('Sent directly: Sharecode stores none of these files.');
    expect(summary).toHaveTextContent("The sender's device is there.");
    // Nothing the server would have to serve: no ZIP, no preview; Download asks the sender's device.
    expect(screen.queryByRole('link', { name: 'Download all' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View film.mp4' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download film.mp4' }));
    // jsdom has no WebRTC: the device cannot be reached, and nothing is fetched from the server instead.
    expect(await screen.findByTestId('download-road')).toHaveTextContent(
      "The sender's device can't be reached directly, so this file can't come: Sharecode holds no copy of it.",
    );
    expect(api.lookups).toHaveLength(1);

    api.setSenderPresent('0428', false);
    await waitFor(() => expect(summary).toHaveTextContent("The sender's device can't be reached right now"), {
      timeout: 10_000,
    });
    api.unavailable.set('0428', {
      status: 410,
      body: { reason: 'sender-left', message: 'The sender is away.' },
    });
    const ended = await screen.findByTestId('share-ended', {}, { timeout: 10_000 });
    expect(ended).toHaveTextContent('The sender is away, so this share has ended');
    expect(ended).toHaveTextContent('Sharecode never had a copy of its files. Ask the sender to share them again.');
  }, 30_000);
});
