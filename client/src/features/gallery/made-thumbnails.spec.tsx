import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryFileState } from './file-state';
import { Gallery } from './gallery';
import type { MediaAccess } from './media-access';

interface Item {
  id: number;
  path: string;
  filesize: number;
  url: string;
}

const FILES: Item[] = [
  { id: 1, path: 'beach.jpg', filesize: 10, url: '/1' },
  { id: 2, path: 'clip.mp4', filesize: 20, url: '/2' },
  { id: 3, path: 'dunes.jpg', filesize: 30, url: '/3' },
];
const READY: GalleryFileState = { status: 'ready', receivedBytes: 0 };

/** Thumbnails made in the page, as an encrypted share's are: dunes.jpg has none. */
function madeAccess(made: jest.Mock): MediaAccess<Item> {
  return {
    thumbnailOf: (file) =>
      file.path === 'dunes.jpg' ? null : { key: String(file.id), make: () => made(file.path) as Promise<Blob | null> },
    open: () => () => new Promise(() => undefined),
    download: () => ({ onDownload: () => undefined }),
  };
}

describe('thumbnails made in the page', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  // jsdom has neither: the spec lends them and takes them back.
  const original = {
    createObjectURL: Reflect.get(URL, 'createObjectURL'),
    revokeObjectURL: Reflect.get(URL, 'revokeObjectURL'),
  };
  afterEach(() => {
    // Unmounted first: tiles that go revoke their addresses.
    cleanup();
    Object.assign(URL, original);
  });
  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    URL.createObjectURL = jest.fn(() => {
      created.push(`blob:thumbnail-${created.length}`);
      return created[created.length - 1];
    });
    URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
  });

  it('shows each from a blob: address made once, the icon without one, and revokes them when they go', async () => {
    const made = jest.fn(() => Promise.resolve(new Blob(['RIFF'], { type: 'image/webp' })));
    const view = render(
      <Gallery files={FILES} pathOf={(f) => f.path} stateOf={() => READY} label="Photos" access={madeAccess(made)} />,
    );
    await waitFor(() => expect(created).toHaveLength(2));
    const beach = screen.getByRole('button', { name: 'View beach.jpg' });
    expect(beach.querySelector('img')?.getAttribute('src')).toMatch(/^blob:thumbnail-/);
    expect(screen.getByRole('button', { name: 'View clip.mp4' }).querySelector('img')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'View dunes.jpg' }).querySelector('img')).toBeNull();
    // Rendering again asks for nothing new: a thumbnail is made once per key.
    view.rerender(
      <Gallery files={FILES} pathOf={(f) => f.path} stateOf={() => READY} label="Photos" access={madeAccess(made)} />,
    );
    expect(made).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(revoked.sort()).toEqual([...created].sort());
  });

  it("gives the viewer's video its poster", async () => {
    const made = jest.fn(() => Promise.resolve(new Blob(['RIFF'], { type: 'image/webp' })));
    const access = madeAccess(made);
    access.open = () => '/clip-address';
    render(<Gallery files={FILES} pathOf={(f) => f.path} stateOf={() => READY} label="Photos" access={access} />);
    await waitFor(() => expect(created).toHaveLength(2));
    await userEvent.setup().click(screen.getByRole('button', { name: 'View clip.mp4' }));
    const video = await waitFor(() => {
      const element = screen.getByRole('dialog', { name: 'clip.mp4' }).querySelector('video');
      expect(element?.getAttribute('poster')).toMatch(/^blob:thumbnail-/);
      return element;
    });
    expect(video).not.toBeNull();
    await act(() => Promise.resolve());
  });
});
