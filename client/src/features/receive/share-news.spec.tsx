import { act, screen, waitFor } from '@testing-library/react';
import type { FolderProgress, RetrievedFolder } from '../../lib/api/folders';
import { ApiError } from '../../lib/api/http';
import { renderPage } from '../../test/render-with-router';
import { watchArrival, type WatchOptions } from './arrival-watch';
import { FolderResult } from './folder-result';

jest.mock('./arrival-watch', () => ({ watchArrival: jest.fn() }));
const watch = jest.mocked(watchArrival);

function folder(status: RetrievedFolder['status']): RetrievedFolder {
  const ready = status === 'ready';
  return {
    folderCode: '0427',
    folderUrl: 'https://example.test/s/0427-q8Xk0vY3m9TfR2cLw7hN1A',
    qrCode: 'data:image/png;base64,',
    zipUrl: '/z',
    expiresAt: '2030-01-01T13:00:00Z',
    retention: '2h',
    encrypted: false,
    progressUrl: '/api/folders/0427-q8Xk0vY3m9TfR2cLw7hN1A/progress',
    status,
    totalBytes: 1000,
    receivedBytes: ready ? 1000 : 400,
    files: [
      {
        id: 2,
        filename: 'b.txt',
        filepath: 'b.txt',
        path: 'b.txt',
        url: '/f/2',
        mimetype: 'text/plain',
        filesize: 1000,
        status: ready ? 'ready' : 'arriving',
        receivedBytes: ready ? 1000 : 400,
      },
    ],
  };
}

const READY: FolderProgress = {
  status: 'ready',
  receivedBytes: 1000,
  totalBytes: 1000,
  expiresAt: '2030-01-01T15:00:00Z',
  lastReceivedAt: null,
  files: [],
  senderPresent: null,
};

const latest = (): WatchOptions => watch.mock.calls[watch.mock.calls.length - 1][1];
const ended = (body: object) => new ApiError(410, 'This share has ended.', { statusCode: 410, ...body });

describe("the recipient's view of a share", () => {
  beforeEach(() => watch.mockClear());

  it('says in its polite live region, there from the start, that every file has arrived', () => {
    renderPage(<FolderResult folder={folder('arriving')} />);
    const news = screen.getByTestId('share-news');
    expect(news).toHaveAttribute('role', 'status');
    expect(news).toBeEmptyDOMElement();

    act(() => latest().onProgress(READY));
    expect(screen.getByTestId('share-news')).toBe(news);
    expect(news).toHaveTextContent('Every file has arrived: each can be downloaded now.');
  });

  it('has no such news for a share that was whole when it opened', () => {
    renderPage(<FolderResult folder={folder('ready')} />);
    act(() => latest().onProgress(READY));
    expect(screen.getByTestId('share-news')).toBeEmptyDOMElement();
  });

  it.each([
    ['expires', {}, 'This shared folder has expired'],
    ['is ended by its sender', { reason: 'ended' }, 'The sender ended this share'],
    ['is taken down', { reason: 'removed', category: 'malware' }, 'This share was removed'],
  ])('says in the same live region when the share %s, and why', async (_, body, title) => {
    renderPage(<FolderResult folder={folder('ready')} />);
    const news = screen.getByTestId('share-news');

    act(() => latest().onEnded(ended(body)));
    await waitFor(() => expect(screen.getByTestId('share-ended')).toHaveTextContent(title));
    expect(screen.getByTestId('share-news')).toBe(news);
    expect(news).toHaveTextContent(title);
    // Heard once, from the live region: the notice in place of the files is not a second one.
    expect(screen.getByTestId('share-ended')).not.toHaveAttribute('role');
  });
});
