import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryFileState } from './file-state';
import { Gallery } from './gallery';
import { spanningText } from '../../test/spanning-text';
import { expectIsolatedSize } from '../../test/isolated-size';

interface File {
  id: number;
  path: string;
  filesize: number;
  url: string;
  thumbnailUrl: string | null;
  mimetype?: string;
}

const file = (id: number, path: string, thumbnail = true): File => ({
  id,
  path,
  filesize: 2048 * id,
  url: `/api/folders/f/files/${id}`,
  thumbnailUrl: thumbnail ? `/api/folders/f/files/${id}/thumbnail` : null,
});

const FILES = [
  file(1, 'beach.jpg'),
  file(2, 'dunes.jpg'),
  file(3, 'waves.mp4', false),
  file(4, 'notes.txt', false),
  file(5, 'trip/boat.jpg'),
];
const READY: GalleryFileState = { status: 'ready', receivedBytes: 0 };

function renderGallery(stateOf: (file: File) => GalleryFileState = () => READY) {
  return render(<Gallery files={FILES} pathOf={(f) => f.path} stateOf={stateOf} label="Photos and videos" />);
}

const tile = (name: string) => screen.getByRole('button', { name });

/** A touch pointer's event (jsdom has no PointerEvent: a mouse event with the pointer's fields). */
function touchEvent(type: string, clientX: number): MouseEvent {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY: 200 });
  return Object.assign(event, { pointerId: 1, pointerType: 'touch' });
}

/** A touch swipe across the viewer's stage, by `dx` pixels (negative: to the left). */
function swipe(dx: number) {
  const stage = screen.getByTestId('viewer-stage');
  fireEvent(stage, touchEvent('pointerdown', 200));
  fireEvent(stage, touchEvent('pointermove', 200 + dx));
  fireEvent(stage, touchEvent('pointerup', 200 + dx));
}

/** The Previous and Next glyphs as drawn. */
const stepGlyphs = () => [
  screen.getByTestId('viewer-previous-glyph').textContent,
  screen.getByTestId('viewer-next-glyph').textContent,
];

describe(Gallery.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it('shows subfolders, then media as a grid with one tab stop; other files stay in the Files view', async () => {
    renderGallery();
    const grid = screen.getByRole('grid', { name: 'Photos and videos' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Open folder trip, 1 item', 'View beach.jpg', 'View dunes.jpg', 'View waves.mp4']);
    expect(
      within(grid)
        .getAllByRole('button')
        .map((button) => button.tabIndex),
    ).toEqual([0, -1, -1, -1]);
    expect(screen.getByText('1 other file here is in the Files view.')).toBeInTheDocument();
    // A thumbnail is asked for by the <img> itself; a video's poster is its own frame (below).
    expect(tile('View beach.jpg').querySelector('img')).toHaveAttribute('src', '/api/folders/f/files/1/thumbnail');
    expect(tile('View waves.mp4').querySelector('img')).toBeNull();

    const user = userEvent.setup();
    await user.click(tile('Open folder trip, 1 item'));
    expect(screen.getByRole('grid', { name: 'Photos and videos, trip' })).toBeInTheDocument();
    expect(tile('View boat.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All files' }));
    expect(tile('View beach.jpg')).toBeInTheDocument();
  });

  it('counts in the plural beyond one: items in a folder, other files in the Files view', () => {
    const files = [...FILES, file(6, 'trip/sail.jpg'), file(7, 'readme.md', false)];
    render(<Gallery files={files} pathOf={(f) => f.path} stateOf={() => READY} label="Photos and videos" />);
    expect(tile('Open folder trip, 2 items')).toHaveTextContent('2 items');
    expect(screen.getByText('2 other files here are in the Files view.')).toBeInTheDocument();
  });

  it("draws a plain video's poster from its own frame, its icon showing until the frame has loaded", () => {
    renderGallery();
    const video = tile('View waves.mp4').querySelector('video');
    // The preview address with a media fragment: only the index and that frame are fetched, nothing plays.
    expect(video).toHaveAttribute('src', '/api/folders/f/files/3?inline=1#t=0.1');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect(video).not.toHaveAttribute('data-shown');
    expect(tile('View waves.mp4')).toHaveTextContent('waves.mp4');
    fireEvent.loadedData(video as HTMLVideoElement);
    expect(tile('View waves.mp4').querySelector('video')).toHaveAttribute('data-shown', 'true');
    expect(tile('View waves.mp4')).not.toHaveTextContent('waves.mp4');
  });

  it('leaves a video its icon when the browser cannot decode it, and asks nothing of a video still arriving', () => {
    const arriving: GalleryFileState = { status: 'arriving', receivedBytes: 0 };
    const { unmount } = renderGallery();
    fireEvent.error(tile('View waves.mp4').querySelector('video') as HTMLVideoElement);
    expect(tile('View waves.mp4').querySelector('video')).toBeNull();
    expect(tile('View waves.mp4')).toHaveTextContent('waves.mp4');
    unmount();
    renderGallery((each) => (each.id === 3 ? arriving : READY));
    expect(tile('View waves.mp4 (not arrived yet)').querySelector('video')).toBeNull();
  });

  it('moves between tiles with the arrow keys', async () => {
    renderGallery();
    const user = userEvent.setup();
    await user.tab();
    expect(tile('Open folder trip, 1 item')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tile('View beach.jpg')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tile('View waves.mp4')).toHaveFocus();
  });

  it('in right-to-left text, where the tiles run from the right, goes to the next tile with Left', async () => {
    render(
      <div dir="rtl">
        <Gallery files={FILES} pathOf={(f) => f.path} stateOf={() => READY} label="Photos and videos" />
      </div>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(tile('View beach.jpg')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tile('View dunes.jpg')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tile('View beach.jpg')).toHaveFocus();
  });

  it('asks again after Retry-After while a thumbnail is being made, and shows the icon when none will be', async () => {
    jest.useFakeTimers();
    const answers = [
      new Response('{}', { status: 409, headers: { 'Retry-After': '1' } }),
      new Response('webp', { status: 200 }),
      new Response('{}', { status: 404 }),
    ];
    const fetchMock = jest.fn(() => Promise.resolve(answers.shift()!));
    globalThis.fetch = fetchMock as typeof fetch;
    renderGallery();

    fireEvent.error(tile('View beach.jpg').querySelector('img')!);
    await act(() => Promise.resolve());
    expect(fetchMock).toHaveBeenCalledWith('/api/folders/f/files/1/thumbnail', expect.anything());
    expect(tile('View beach.jpg').querySelector('img')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    // Asked again once the wait is over: made now, so the <img> loads it.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const again = tile('View beach.jpg').querySelector('img')!;
    expect(again).not.toBeNull();
    fireEvent.load(again);
    expect(again).toHaveAttribute('data-shown', 'true');

    fireEvent.error(tile('View dunes.jpg').querySelector('img')!);
    await act(() => Promise.resolve());
    expect(tile('View dunes.jpg').querySelector('img')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(tile('View dunes.jpg').querySelector('img')).toBeNull();
    expect(tile('View dunes.jpg')).toHaveTextContent('dunes.jpg');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('marks a file still arriving, asks nothing for it, and does not open it', async () => {
    renderGallery((f) => (f.id === 2 ? { status: 'arriving', receivedBytes: 2048 } : READY));
    const arriving = tile('View dunes.jpg (not arrived yet)');
    expect(arriving).toHaveAttribute('aria-disabled', 'true');
    expect(arriving).toHaveTextContent('Arriving · 50%');
    expect(arriving.querySelector('img')).toBeNull();
    await userEvent.setup().click(arriving);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the viewer: name, size, place, Download, steps by keys and buttons, focus back on close', async () => {
    renderGallery();
    const user = userEvent.setup();
    await user.click(tile('View beach.jpg'));
    let dialog = screen.getByRole('dialog', { name: 'beach.jpg' });
    expect(within(dialog).getByText(spanningText('2 KB · 1 of 3'))).toBeInTheDocument();
    expectIsolatedSize(within(dialog).getByText('2 KB'));
    expect(within(dialog).getByRole('img', { name: 'beach.jpg' })).toHaveAttribute(
      'src',
      '/api/folders/f/files/1?inline=1',
    );
    expect(within(dialog).getByRole('link', { name: 'Download beach.jpg' })).toHaveAttribute(
      'href',
      '/api/folders/f/files/1',
    );
    expect(within(dialog).getByRole('button', { name: 'Close viewer' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.keyboard('{ArrowRight}');
    dialog = screen.getByRole('dialog', { name: 'dunes.jpg' });
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = screen.getByRole('dialog', { name: 'waves.mp4' });
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('src', '/api/folders/f/files/3?inline=1');
    expect(within(dialog).queryByRole('button', { name: 'Zoom in' })).toBeNull();

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tile('View waves.mp4')).toHaveFocus();
  });

  it('in right-to-left text, steps the viewer to the next file with Left and back with Right', async () => {
    render(
      <div dir="rtl">
        <Gallery files={FILES} pathOf={(f) => f.path} stateOf={() => READY} label="Photos and videos" />
      </div>,
    );
    const user = userEvent.setup();
    await user.click(tile('View beach.jpg'));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'dunes.jpg' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'waves.mp4' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'beach.jpg' })).toBeInTheDocument();
  });

  it('swipes to the next file towards the inline start, its Previous and Next glyphs pointing outwards', async () => {
    const user = userEvent.setup();
    const { unmount } = renderGallery();
    await user.click(tile('View beach.jpg'));
    expect(stepGlyphs()).toEqual(['‹', '›']);
    swipe(-120);
    expect(screen.getByRole('dialog', { name: 'dunes.jpg' })).toBeInTheDocument();
    swipe(120);
    expect(screen.getByRole('dialog', { name: 'beach.jpg' })).toBeInTheDocument();
    unmount();

    // Right to left, Previous sits on the right and Next on the left: both mirror.
    render(
      <div dir="rtl">
        <Gallery files={FILES} pathOf={(f) => f.path} stateOf={() => READY} label="Photos and videos" />
      </div>,
    );
    await user.click(tile('View beach.jpg'));
    expect(stepGlyphs()).toEqual(['›', '‹']);
    swipe(120);
    expect(screen.getByRole('dialog', { name: 'dunes.jpg' })).toBeInTheDocument();
    swipe(-120);
    expect(screen.getByRole('dialog', { name: 'beach.jpg' })).toBeInTheDocument();
  });

  it('says plainly when a video cannot be played here, and offers its download', async () => {
    renderGallery();
    await userEvent.setup().click(tile('View waves.mp4'));
    const dialog = screen.getByRole('dialog', { name: 'waves.mp4' });
    fireEvent.error(dialog.querySelector('video')!);
    expect(dialog).toHaveTextContent('This browser can’t play this MP4 video. Download it to watch it in another app.');
    expect(
      within(within(dialog).getByTestId('viewer-unsupported')).getByRole('link', { name: 'Download waves.mp4' }),
    ).toHaveAttribute('href', '/api/folders/f/files/3');
  });
});
