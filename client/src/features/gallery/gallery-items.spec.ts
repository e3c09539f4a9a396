import { folderContents, startFolder } from './gallery-items';

const files = [
  'IMG_10.jpg',
  'IMG_2.jpg',
  'notes.txt',
  'clip.mp4',
  'trip/day 1/a.png',
  'trip/b.jpg',
  'trip/readme.md',
  'docs/only.pdf',
].map((path) => ({ path }));
const pathOf = (file: { path: string }) => file.path;

describe(folderContents.name, () => {
  it('shows subfolders holding media first, then this folder’s media by name as people number photos', () => {
    const root = folderContents(files, pathOf, '');
    expect(root.items.map((item) => `${item.kind}:${item.name}`)).toEqual([
      'folder:trip',
      'file:clip.mp4',
      'file:IMG_2.jpg',
      'file:IMG_10.jpg',
    ]);
    expect(root.items[0]).toMatchObject({ kind: 'folder', path: 'trip', mediaCount: 2 });
    expect(root.files.map((file) => file.name)).toEqual(['clip.mp4', 'IMG_2.jpg', 'IMG_10.jpg']);
    expect(root.otherFiles).toBe(1);
  });

  it('opens a subfolder with its own files and folders', () => {
    const trip = folderContents(files, pathOf, 'trip');
    expect(trip.items.map((item) => item.path)).toEqual(['trip/day 1', 'trip/b.jpg']);
    expect(trip.otherFiles).toBe(1);
    expect(trip.files[0]).toMatchObject({ media: { kind: 'image', inline: true }, file: { path: 'trip/b.jpg' } });
  });
});

describe(startFolder.name, () => {
  it('opens on the photos of a share holding one folder of them, through folders holding nothing else', () => {
    const camera = ['DCIM/Camera/1.jpg', 'DCIM/Camera/2.mp4', 'DCIM/notes.txt'].map((path) => ({ path }));
    expect(startFolder(camera, pathOf)).toBe('DCIM/Camera');
  });

  it('opens on the share itself when it holds media of its own or several folders of them', () => {
    expect(startFolder(files, pathOf)).toBe('');
    expect(
      startFolder(
        ['a/1.jpg', 'b/2.jpg'].map((path) => ({ path })),
        pathOf,
      ),
    ).toBe('');
    expect(startFolder([{ path: 'notes.txt' }], pathOf)).toBe('');
  });
});
