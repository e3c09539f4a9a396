import { installStructuredClone } from '../../test/install-structured-clone';
import { closeAppDatabase } from '../platform/app-database';
import {
  keepSharedFiles,
  SHARED_TEXT_FILE_NAME,
  sharedFilesAsEntries,
  sharedTextAsFile,
  takeSharedFiles,
} from './shared-files-inbox';

installStructuredClone();

describe('shared files inbox', () => {
  afterAll(closeAppDatabase);

  it('hands the files kept by the service worker to the upload page once', async () => {
    await keepSharedFiles([new File(['old'], 'old.txt')]);
    await keepSharedFiles([new File(['a'], 'a.jpg'), new File(['b'], 'b.pdf')]);
    expect((await takeSharedFiles()).map((file) => file.name)).toEqual(['a.jpg', 'b.pdf']);
    expect(await takeSharedFiles()).toEqual([]);
  });

  it('gives each shared file a path of its own name, numbering repeats', () => {
    const entries = sharedFilesAsEntries([
      new File(['1'], 'photo.jpg'),
      new File(['2'], 'photo.jpg'),
      new File(['3'], 'notes'),
      new File(['4'], 'notes'),
      new File(['5'], 'photo.jpg'),
    ]);
    expect(entries.map((entry) => entry.path)).toEqual([
      'photo.jpg',
      'photo (2).jpg',
      'notes',
      'notes (2)',
      'photo (3).jpg',
    ]);
  });

  it('turns a shared text or link into a text file, and nothing into nothing', () => {
    const file = sharedTextAsFile({ title: 'Trip', text: '', url: 'https://example.com/x' });
    expect(file?.name).toBe(SHARED_TEXT_FILE_NAME);
    expect(file?.size).toBe('Trip\nhttps://example.com/x\n'.length);
    expect(sharedTextAsFile({ title: null, text: '  ', url: null })).toBeNull();
  });
});
