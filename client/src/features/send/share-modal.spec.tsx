import { screen, waitFor, within } from '@testing-library/react';
import type { UploadedFolder } from '../../lib/api/folders';
import { fakeLinkRef } from '../../test/fake-share-api';
import { FakeLiveStates } from '../../test/fake-live-states';
import { mockFetch, requestUrl } from '../../test/mock-fetch';
import { renderPage } from '../../test/render-with-router';
import { ShareModal } from './share-modal';

const SHARED: UploadedFolder = {
  folderCode: '0427',
  folderUrl: `http://localhost/s/${fakeLinkRef('0427')}`,
  manageKey: 'key-0427',
  qrCode: 'data:image/png;base64,',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  retention: '2h',
  status: 'live',
  files: [{ filename: 'a.txt', filepath: 'a.txt', filesize: 1024 }],
};

/** Share 0427's state as the API answers it, with `status` and anything else `extra` says. */
function stateOf(status: string, extra: object = {}) {
  return {
    folderCode: '0427',
    status,
    opens: 0,
    lastOpenedAt: null,
    zipDownloads: 0,
    files: [],
    expiresAt: SHARED.expiresAt,
    retention: '2h',
    passwordProtected: false,
    ...extra,
  };
}

function followState(initial: object) {
  let state = initial;
  const live = new FakeLiveStates(() => state);
  mockFetch().mockImplementation((input, init) => {
    if (requestUrl(input) === '/api/live') return live.answer(init);
    throw new Error(`Unexpected request: ${requestUrl(input)}`);
  });
  return (next: object) => {
    state = next;
    live.changed();
  };
}

/** The dialog's polite live region, once it says `words`. */
async function statusLine(words: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Your files are shared' });
  const line = within(dialog).getByTestId('share-status');
  await waitFor(() => expect(line).toHaveTextContent(words));
  expect(line).toHaveAttribute('role', 'status');
  expect(line).toHaveAttribute('aria-live', 'polite');
  return { dialog, line };
}

describe('the share dialog', () => {
  it.each([
    ['ends', stateOf('ended'), 'Ended · its files were deleted'],
    [
      'is taken down',
      stateOf('removed', {
        removal: { category: 'copyright', reasons: 'A published book.', removedAt: '2030-01-01T11:00:00Z' },
      }),
      "Removed by Sharecode's operators · Copyright infringement",
    ],
  ])('announces that the share %s through the live region already there, not a new one', async (_, over, words) => {
    const change = followState(stateOf('live'));
    renderPage(<ShareModal result={SHARED} onClose={jest.fn()} />);
    const { dialog, line } = await statusLine('Waiting for someone to open it…');

    change(over);
    await within(dialog).findByTestId('share-over');
    expect(within(dialog).getByTestId('share-status')).toBe(line);
    expect(line).toHaveTextContent(words);
    expect(within(dialog).queryByRole('button', { name: /End share/ })).not.toBeInTheDocument();
  });

  it('announces in the same live region that every file has arrived', async () => {
    const file = { id: 1, filepath: 'a.txt', downloads: 0 };
    const change = followState(stateOf('arriving', { files: [{ ...file, status: 'arriving' }] }));
    renderPage(<ShareModal result={{ ...SHARED, status: 'arriving' }} onClose={jest.fn()} />);
    const { dialog, line } = await statusLine('Arriving · 0 of 1 file arrived');

    change(stateOf('live', { files: [{ ...file, status: 'ready' }] }));
    await waitFor(() => expect(line).toHaveTextContent('Waiting for someone to open it…'));
    expect(within(dialog).getByTestId('share-status')).toBe(line);
  });
});
