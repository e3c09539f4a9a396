import { screen } from '@testing-library/react';
import type { MyShare } from '../../lib/api/my-shares';
import { openAppDatabase } from '../../lib/platform/app-database';
import { fakeLinkRef } from '../../test/fake-share-api';
import { installStructuredClone } from '../../test/install-structured-clone';
import { jsonResponse, mockFetch } from '../../test/mock-fetch';
import { renderPage } from '../../test/render-with-router';
import { MyShareCard } from './my-share-card';
import { expectIsolatedSize } from '../../test/isolated-size';

installStructuredClone();

const KEY = 'q8Xk0vY3m9TfR2cLw7hN1Aq8Xk0vY3m9TfR2cLw7hN1';

function encryptedShare(code: string): MyShare {
  return {
    code,
    folderUrl: `http://localhost/s/${fakeLinkRef(code)}`,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    retention: '2h',
    fileCount: 3,
    totalBytes: 3000,
    firstFiles: ['AAAAAAAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBBBBBBBB', 'manifest'],
    encrypted: true,
    status: 'live',
    removal: null,
  } as MyShare;
}

describe('an end-to-end encrypted share in My shares', () => {
  // The card's status line asks the API about the share: it knows nothing here.
  beforeEach(() => {
    mockFetch().mockImplementation(() => Promise.resolve(jsonResponse({ statusCode: 404, message: 'Not found' }, 404)));
  });

  it('shows no file id, counts the files without the manifest, and says where the names are', async () => {
    renderPage(<MyShareCard share={encryptedShare('0427')} onEnd={jest.fn()} />);
    await screen.findByText('End-to-end encrypted: its names show on the device that shared it.');
    expect(screen.queryByText('AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(screen.queryByText('manifest')).toBeNull();
    expect(screen.getByText(/^2 files/)).toBeInTheDocument();
    expectIsolatedSize(screen.getByText('2.9 KB'));
  });

  it('shows the names, and opens with the key, on the device that shared it', async () => {
    // As the upload queue records a share this device made.
    await (
      await openAppDatabase()
    ).put('recent-shares', {
      id: 'upload-1',
      sharedAt: Date.now(),
      announced: true,
      encrypted: true,
      status: 'live',
      folderCode: '0428',
      folderUrl: `http://localhost/s/${fakeLinkRef('0428')}#${KEY}`,
      manageKey: 'key',
      qrCode: '',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      retention: '2h',
      files: [
        { filename: 'a.txt', filepath: 'trip/a.txt', filesize: 1000 },
        { filename: 'b.txt', filepath: 'trip/b.txt', filesize: 2000 },
      ],
    });
    renderPage(<MyShareCard share={encryptedShare('0428')} onEnd={jest.fn()} />);
    await screen.findByText('trip/a.txt');
    expect(screen.getByText('trip/b.txt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open/ })).toHaveAttribute('href', `/s/${fakeLinkRef('0428')}#${KEY}`);
  });
});
