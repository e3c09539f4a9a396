import { screen, waitFor } from '@testing-library/react';
import type { MyShare } from '../../lib/api/my-shares';
import { fakeLinkRef } from '../../test/fake-share-api';
import { FakeLiveStates } from '../../test/fake-live-states';
import { mockFetch, requestUrl } from '../../test/mock-fetch';
import { renderPage } from '../../test/render-with-router';
import { MyShareCard } from './my-share-card';

const SHARE = {
  code: '0427',
  folderUrl: `http://localhost/s/${fakeLinkRef('0427')}`,
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  retention: '2h',
  fileCount: 1,
  totalBytes: 10,
  firstFiles: ['a.txt'],
  encrypted: false,
  status: 'live',
  removal: null,
  scan: null,
} as MyShare;

/** Share 0427's state as the API answers its owner, with `status` and anything else `extra` says. */
function stateOf(status: string, extra: object = {}) {
  return {
    folderCode: '0427',
    status,
    opens: 0,
    lastOpenedAt: null,
    zipDownloads: 0,
    files: [{ id: 1, filepath: 'a.txt', downloads: 0, status: 'ready' }],
    expiresAt: SHARE.expiresAt,
    retention: '2h',
    passwordProtected: false,
    ...extra,
  };
}

describe("a share card's status line in My shares", () => {
  it.each([
    ['expires', stateOf('ended'), 'Ended · its files were deleted'],
    [
      'is taken down',
      stateOf('removed', {
        removal: { category: 'privacy', reasons: 'Private photos.', removedAt: '2030-01-01T11:00:00Z' },
      }),
      "Removed by Sharecode's operators · Privacy violation",
    ],
  ])('announces that the share %s in the polite live region that was already there', async (_, next, words) => {
    let state = stateOf('live');
    const live = new FakeLiveStates(() => state);
    mockFetch().mockImplementation((input, init) => {
      if (requestUrl(input) === '/api/live') return live.answer(init);
      throw new Error(`Unexpected request: ${requestUrl(input)}`);
    });
    renderPage(<MyShareCard share={SHARE} onEnd={jest.fn()} />);
    const line = screen.getByTestId('share-status');
    expect(line).toHaveAttribute('role', 'status');
    expect(line).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(line).toHaveTextContent('Waiting for someone to open it…'));

    state = next;
    live.changed();
    await waitFor(() => expect(line).toHaveTextContent(words));
    expect(screen.getByTestId('share-status')).toBe(line);
  });
});
