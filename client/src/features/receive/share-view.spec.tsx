import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RetrievedFolder } from '../../lib/api/folders';
import type { PreviewSource } from '../files';
import type { GalleryFile } from '../gallery';
import type { DirectFile } from '../live';
import type { Arrival } from './arrival';
import type { ShareContents } from './contents/share-contents';
import { ShareView } from './share-view';
import { spanningText } from '../../test/spanning-text';

/**
 * The direct road needs the sender's page over WebRTC: here it is never there, and a download takes the server's
 * road at once (or, for a share sent directly only, none). A test may make it bring the file whole instead.
 */
const mockDirectDownload = jest.fn(
  (
    _file: DirectFile,
    { fromServer }: { save: (file: Blob, release: () => void) => unknown; fromServer?: () => void },
  ) => fromServer?.(),
);
jest.mock('../live', () => ({
  useDirectDownloads: () => ({ roads: new Map(), download: mockDirectDownload }),
  DownloadRoad: () => null,
}));

interface Item extends GalleryFile {
  path: string;
}

const FILES: Item[] = [
  { id: 1, path: 'docs/readme.txt', filesize: 15, url: '/stored/1' },
  { id: 2, path: 'photos/a.jpg', filesize: 7, url: '/stored/2' },
  { id: 3, path: 'empty.bin', filesize: 0, url: '/stored/3' },
];
const [README, PHOTO] = FILES;

const FOLDER: RetrievedFolder = {
  folderCode: '1234',
  folderUrl: 'http://localhost/s/1234-key',
  status: 'ready',
  receivedBytes: 22,
  totalBytes: 22,
  progressUrl: '/progress',
  files: [],
};
const READY: Arrival = { status: 'ready', receivedBytes: 22, totalBytes: 22, pending: new Map() };

/** A share's contents as a port of mocks: what the view asks of them, and nothing behind them. */
function fakeContents(overrides: Partial<ShareContents<Item>> = {}) {
  return {
    files: FILES,
    pathOf: (file: Item) => file.path,
    storedOf: (file: Item) => ({ id: file.id, filesize: file.filesize }),
    thumbnailOf: () => null,
    open: (file: Item) => file.url,
    preview: jest.fn((file: Item) => ({
      source: { kind: 'unfetched', path: file.path, size: file.filesize },
    })),
    directFileOf: jest.fn((_file: Item): DirectFile | undefined => undefined),
    saveReceived: jest.fn(),
    fromServer: jest.fn(),
    follow: jest.fn(),
    zip: { href: (path: string) => (path ? `/zip?path=${path}` : '/zip'), start: jest.fn() },
    encrypted: false,
    problem: null,
    ...overrides,
  } satisfies ShareContents<Item>;
}

function renderView(
  contents: ShareContents<Item>,
  {
    folder = FOLDER,
    arrival = READY,
    editable = false,
  }: { folder?: RetrievedFolder; arrival?: Arrival; editable?: boolean } = {},
) {
  return render(
    <ShareView folder={folder} contents={contents} arrival={arrival} senderPresent={null} editable={editable} />,
  );
}

/** A promise settled by the test, standing for a file being decrypted. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

beforeEach(() => mockDirectDownload.mockClear());

describe(ShareView.name, () => {
  it('names the share and counts its files and bytes, with no word of encryption for a plain share', () => {
    renderView(fakeContents());
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Folder 1234');
    expect(within(heading.closest('header')!).getByText(spanningText(/^3 files · 22 bytes$/))).toBeInTheDocument();
    expect(screen.queryByTestId('encrypted-badge')).not.toBeInTheDocument();
  });

  it('says an end-to-end encrypted share is decrypted on this device', () => {
    renderView(fakeContents({ encrypted: true }));
    expect(screen.getByTestId('encrypted-badge')).toHaveTextContent('End-to-end encrypted');
  });

  it('offers View and a Download link to the address the contents give', () => {
    renderView(fakeContents({ linkOf: (file) => `/download${file.url}` }));
    expect(screen.getByRole('button', { name: 'View readme.txt' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Download readme.txt' })).toHaveAttribute('href', '/download/stored/1');
  });

  it("without a link, tries the sender's device for the stored object, then downloads from the server", async () => {
    const target: DirectFile = { id: 1, path: 'x', size: 99, url: '/stored/1' };
    const contents = fakeContents({ directFileOf: jest.fn(() => target) });
    renderView(contents);
    expect(screen.queryByRole('link', { name: 'Download readme.txt' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download readme.txt' }));
    expect(contents.directFileOf).toHaveBeenCalledWith(README);
    expect(mockDirectDownload).toHaveBeenCalledWith(target, expect.anything());
    expect(contents.fromServer).toHaveBeenCalledTimes(1);
    expect(contents.fromServer).toHaveBeenCalledWith(README);
  });

  it("saves through the contents what the sender's device brought whole", async () => {
    const received = new Blob(['whole']);
    const release = jest.fn();
    mockDirectDownload.mockImplementationOnce((_file, { save }) => {
      void save(received, release);
    });
    const contents = fakeContents({ directFileOf: jest.fn(() => ({ id: 2, path: 'x', size: 7, url: '/stored/2' })) });
    renderView(contents);
    await userEvent.click(screen.getByRole('button', { name: 'Download a.jpg' }));
    expect(contents.saveReceived).toHaveBeenCalledWith(PHOTO, received, release);
    expect(contents.fromServer).not.toHaveBeenCalled();
  });

  it('downloads from the server at once when there is nothing to ask the sender for', async () => {
    const contents = fakeContents();
    renderView(contents);
    await userEvent.click(screen.getByRole('button', { name: 'Download a.jpg' }));
    expect(mockDirectDownload).not.toHaveBeenCalled();
    expect(contents.fromServer).toHaveBeenCalledWith(PHOTO);
  });

  it('opens the preview the contents start, and shows what follows once it is ready', async () => {
    const decrypted = deferred<PreviewSource | null>();
    const contents = fakeContents({
      preview: jest.fn(() => ({ source: { kind: 'pending', path: README.path, size: 15 }, later: decrypted.promise })),
    });
    renderView(contents);
    await userEvent.click(screen.getByRole('button', { name: 'View readme.txt' }));
    expect(contents.preview).toHaveBeenCalledWith(README);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Decrypting readme.txt…');
    await act(async () => {
      decrypted.resolve({ kind: 'unfetched', path: README.path, size: 15, limit: 10 });
      await decrypted.promise;
    });
    expect(dialog).not.toHaveTextContent('Decrypting');
    expect(dialog).toHaveTextContent('readme.txt is too large to preview here');
  });

  it('closes the preview when the file could not be made readable, and shows the problem', async () => {
    const decrypted = deferred<PreviewSource | null>();
    const contents = fakeContents({
      preview: jest.fn(() => ({ source: { kind: 'pending', path: README.path, size: 15 }, later: decrypted.promise })),
    });
    const { rerender } = renderView(contents);
    await userEvent.click(screen.getByRole('button', { name: 'View readme.txt' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => {
      decrypted.resolve(null);
      await decrypted.promise;
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <ShareView
        folder={FOLDER}
        contents={{ ...contents, problem: 'This file was altered.' }}
        arrival={READY}
        senderPresent={null}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This file was altered.');
  });

  it('offers the whole share and each folder as ZIP links while every file is here', () => {
    renderView(fakeContents());
    expect(screen.getByRole('link', { name: 'Download all' })).toHaveAttribute('href', '/zip');
    expect(screen.getByRole('link', { name: 'Download folder docs as zip' })).toHaveAttribute('href', '/zip?path=docs');
  });

  it('starts a ZIP built here from a button when no address serves it', async () => {
    const contents = fakeContents({ zip: { start: jest.fn() } });
    renderView(contents);
    expect(screen.queryByRole('link', { name: 'Download all' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download all' }));
    expect(contents.zip.start).toHaveBeenCalledWith('');
  });

  it('offers no ZIP when the contents offer none', () => {
    renderView(fakeContents({ zip: undefined }));
    expect(screen.queryByRole('link', { name: 'Download all' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download all' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /as zip$/ })).not.toBeInTheDocument();
  });

  it('marks a file still arriving, holds its View, and makes a ZIP of it wait for it', async () => {
    const arrival: Arrival = {
      status: 'arriving',
      receivedBytes: 18,
      totalBytes: 22,
      pending: new Map([[PHOTO.id, { status: 'arriving', receivedBytes: 3 }]]),
    };
    const contents = fakeContents();
    renderView(contents, { arrival });
    const badges = screen.getAllByTestId('file-arrival');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveTextContent('Arriving · 42%');
    expect(screen.getByRole('button', { name: 'View a.jpg (not arrived yet)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'View readme.txt' })).toBeEnabled();
    expect(screen.getByText(/Files are still arriving: 2 of 3 here/)).toBeInTheDocument();
    // The server's ZIP would lack the photo: "Download all" waits for it rather than link to it.
    expect(screen.queryByRole('link', { name: 'Download all' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download all' }));
    expect(contents.zip.start).not.toHaveBeenCalled();
    expect(screen.getByTestId('zip-wait')).toHaveTextContent('Still arriving: a.jpg');
  });

  it("offers a share sent directly only its files' Download alone, from the sender's device", async () => {
    const target: DirectFile = { id: 1, path: 'x', size: 15, url: '/stored/1' };
    const contents = fakeContents({ linkOf: (file) => file.url, directFileOf: jest.fn(() => target) });
    renderView(contents, { folder: { ...FOLDER, directOnly: true } });
    expect(screen.getByTestId('direct-only-summary')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^View / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download all|as zip/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download readme.txt' }));
    // No server road: only the sender's device is asked.
    expect(mockDirectDownload).toHaveBeenCalledWith(target, expect.objectContaining({ fromServer: undefined }));
    expect(contents.fromServer).not.toHaveBeenCalled();
  });

  it('removes a file from this view in edit mode, and offers no edit mode unless asked', async () => {
    const { unmount } = renderView(fakeContents());
    expect(screen.queryByRole('button', { name: 'Remove from view' })).not.toBeInTheDocument();
    unmount();
    renderView(fakeContents(), { editable: true });
    expect(screen.queryByRole('button', { name: 'Remove readme.txt' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove from view' }));
    expect(screen.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Remove readme.txt' }));
    const tree = screen.getByRole('tree', { name: 'Files in folder 1234' });
    expect(within(tree).queryByRole('button', { name: 'View readme.txt' })).not.toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: 'View a.jpg' })).toBeInTheDocument();
  });
});
