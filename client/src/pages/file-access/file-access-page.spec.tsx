import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeShareApi, fakeLinkRef } from '../../test/fake-share-api';
import { renderPage } from '../../test/render-with-router';
import { testChallenge } from '../../test/test-challenge';
import { installNodeWebCrypto } from '../../test/install-node-webcrypto';
import FileAccessPage from './file-access-page';

const CHECKING = 'Checking this code… many wrong codes were tried recently.';
const results = () => screen.getByRole('region', { name: 'Results' });

/** The product's status line is there for whoever needs it, folded shut under "Technical details". */
function expectFoldedStatus(error: HTMLElement, line: string): void {
  const folded = error.lastElementChild as HTMLDetailsElement;
  expect(folded.tagName).toBe('DETAILS');
  expect(folded.open).toBe(false);
  expect(within(folded).getByText('Technical details').tagName).toBe('SUMMARY');
  expect(within(folded).getByTestId('error-status')).toHaveTextContent(line);
}

describe('FileAccessPage', () => {
  installNodeWebCrypto();
  let api: FakeShareApi;

  beforeEach(() => {
    api = new FakeShareApi().install();
    api.addFolder('0427', ['trip/a.txt']);
  });
  afterEach(() => api.uninstall());

  async function getByCode(code: string) {
    const user = userEvent.setup();
    renderPage(<FileAccessPage />, '/file-access');
    await user.type(screen.getByLabelText('4-digit file code'), code);
    await user.click(screen.getByRole('button', { name: 'Get files' }));
  }

  it('File Code tab: shows why while the proof of work is done, then the folder, with downloads through the link', async () => {
    const challenge = await testChallenge(50);
    api.challenge = challenge;
    const release = api.holdProvenLookups();
    await getByCode('0427');
    const checking = await within(results()).findByText(CHECKING);
    expect(checking.closest('[role="status"]')).toHaveTextContent('or open the link or scan the QR, which always work');
    expect(screen.getByRole('button', { name: 'Fetching...' })).toBeDisabled();
    release();
    expect(await within(results()).findByRole('heading', { name: 'Folder 0427' })).toBeInTheDocument();
    expect(within(results()).queryByText(CHECKING)).not.toBeInTheDocument();
    expect(api.lookups.map(({ path, proof }) => [path, proof?.challenge.signature ?? null])).toEqual([
      ['/api/folders/retrive/0427', null],
      ['/api/folders/retrive/0427', challenge.signature],
    ]);
    expect(api.lookups[1].proof?.solution).toMatchObject({ counter: 50 });
    expect(within(results()).getByRole('link', { name: 'Download all' })).toHaveAttribute(
      'href',
      `/api/folders/${fakeLinkRef('0427')}/zip`,
    );
  });

  it.each([
    ['Arabic-Indic', '٠٤٢٧'],
    ['Persian', '۰۴۲۷'],
    ['Devanagari', '०४२७'],
    ['full-width', '０４２７'],
  ])('File Code tab: takes a code typed in %s digits, showing it in ASCII', async (_script, typed) => {
    await getByCode(typed);
    expect(screen.getByLabelText('4-digit file code')).toHaveValue('0427');
    expect(await within(results()).findByRole('heading', { name: 'Folder 0427' })).toBeInTheDocument();
  });

  it('while a code proves work, the link still opens the folder at once', async () => {
    api.challenge = await testChallenge(50);
    const release = api.holdProvenLookups();
    await getByCode('0427');
    await within(results()).findByText(CHECKING);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'URL' }));
    await user.type(screen.getByLabelText('Share URL'), `http://localhost/s/${fakeLinkRef('0427')}`);
    await user.click(screen.getByRole('button', { name: 'Fetch files' }));
    expect(await within(results()).findByRole('heading', { name: 'Folder 0427' })).toBeInTheDocument();
    expect(within(results()).queryByText(CHECKING)).not.toBeInTheDocument();
    release();
  });

  it('File Code tab: no proof needed, no message', async () => {
    await getByCode('0427');
    expect(await within(results()).findByRole('heading', { name: 'Folder 0427' })).toBeInTheDocument();
    expect(screen.queryByText(CHECKING)).not.toBeInTheDocument();
    expect(api.lookups).toEqual([{ path: '/api/folders/retrive/0427', proof: null }]);
  });

  it('keeps the wait message for a client over its own limit (a 429 without a challenge)', async () => {
    api.clientLimited = true;
    await getByCode('0427');
    const error = await screen.findByTestId('error-line');
    expect(error).toHaveTextContent('Failed to fetch. Status: 429');
    expect(error).toHaveTextContent('Too many attempts from this network. Wait a few minutes, then try again.');
    expect(screen.queryByText(CHECKING)).not.toBeInTheDocument();
  });

  it('counts down to the end of a refusal that says when it ends (Retry-After)', async () => {
    api.clientLimited = true;
    api.clientLimitedFor = 600;
    await getByCode('0427');
    const error = await screen.findByTestId('error-line');
    expect(error).toHaveTextContent(
      /^Too many attempts from this network\. You can try again in (10:00|9:59)\.Technical detailsFailed to fetch\. Status: 429$/,
    );
  });

  it('says a share was removed, and why, in words (never who reported it)', async () => {
    api.unavailable.set('0427', {
      status: 410,
      body: { message: 'Removed.', reason: 'removed', category: 'privacy' },
    });
    await getByCode('0427');
    const error = await screen.findByTestId('error-line');
    expect(error).toHaveTextContent("Sharecode's operators removed it. Reason: Privacy violation.");
  });

  it.each([
    ['ended', { reason: 'ended' }, 'The sender ended this share', 'Its files were deleted.'],
    ['expired', { reason: 'expired' }, 'This shared folder has expired', 'has expired and its files were deleted'],
    [
      'downloaded',
      { reason: 'expired', downloaded: true },
      'Everything in this share was downloaded',
      'kept until downloaded',
    ],
    [
      'removed',
      { reason: 'removed', category: 'copyright' },
      'This share was removed',
      'Reason: Copyright infringement.',
    ],
  ])(
    'a code whose share %s answers in plain words, the product line "Failed to fetch. Status: 410" folded away',
    async (_case, body, title, sentence) => {
      api.unavailable.set('0427', { status: 410, body: { message: 'Gone.', ...body } });
      await getByCode('0427');
      const error = await screen.findByTestId('error-line');
      const lines = [...error.children].map((line) => line.textContent);
      expect(lines[0]).toBe(title);
      expect(error.firstElementChild).toHaveRole('heading');
      expect(lines[1]).toContain(sentence);
      expect(lines).toHaveLength(3);
      expectFoldedStatus(error, 'Failed to fetch. Status: 410');
    },
  );

  it('an unknown code says so in plain words, "Failed to fetch. Status: 404" folded away', async () => {
    await getByCode('1111');
    const error = await screen.findByTestId('error-line');
    expect([...error.children].slice(0, 2).map((line) => line.textContent)).toEqual([
      'This code does not match any shared folder',
      'No shared folder has this code. Check the digits, or ask the sender for the code again.',
    ]);
    expectFoldedStatus(error, 'Failed to fetch. Status: 404');
  });

  it('opens a share whose files are still arriving or being checked at once, with a Report link under it', async () => {
    api.addArrivingFolder('0427', [
      { path: 'a.txt', size: 10, status: 'checking' },
      { path: 'b.txt', size: 10, status: 'arriving' },
    ]);
    await getByCode('0427');
    expect(await within(results()).findByRole('heading', { name: 'Folder 0427' })).toBeInTheDocument();
    expect(within(results()).getByRole('treeitem', { name: /a\.txt/ })).toHaveTextContent('Checking…');
    expect(within(results()).getByRole('treeitem', { name: /b\.txt/ })).toHaveTextContent('Arriving…');
    expect(api.lookups).toHaveLength(1);
    expect(within(results()).getByRole('link', { name: 'Report this share' })).toHaveAttribute(
      'href',
      `/report?target=${encodeURIComponent(`http://localhost/s/${fakeLinkRef('0427')}`)}`,
    );
  });

  it('URL tab: a code URL proves work too, a link never does', async () => {
    const challenge = await testChallenge(50);
    api.challenge = challenge;
    const release = api.holdProvenLookups();
    const user = userEvent.setup();
    renderPage(<FileAccessPage />, '/file-access');
    await user.click(screen.getByRole('tab', { name: 'URL' }));
    await user.type(screen.getByLabelText('Share URL'), 'http://localhost/s/0427');
    await user.click(screen.getByRole('button', { name: 'Fetch files' }));
    expect(await within(results()).findByText(CHECKING)).toBeInTheDocument();
    release();
    expect(await within(results()).findByRole('heading', { name: 'Folder 0427' })).toBeInTheDocument();
    expect(api.lookups[1]).toMatchObject({ path: '/s/0427', proof: { challenge } });

    await user.clear(screen.getByLabelText('Share URL'));
    await user.type(screen.getByLabelText('Share URL'), `http://localhost/s/${fakeLinkRef('0427')}`);
    await user.click(screen.getByRole('button', { name: 'Fetch files' }));
    await within(results()).findByRole('heading', { name: 'Folder 0427' });
    expect(api.lookups.slice(2)).toEqual([{ path: `/s/${fakeLinkRef('0427')}`, proof: null }]);
  });
});
