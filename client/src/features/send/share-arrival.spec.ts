import type { FolderState } from '../../lib/api/folder-management';
import { withOwnArrival } from './share-arrival';
import { shareStatusText } from './share-status/share-status-text';

const polled: FolderState = {
  folderCode: '0427',
  status: 'arriving',
  removal: null,
  opens: 1,
  lastOpenedAt: '2030-01-01T10:01:00.000Z',
  zipDownloads: 0,
  files: [
    { id: 1, filepath: 'a.txt', filesize: 10, downloads: 0, status: 'ready', receivedBytes: 10 },
    { id: 2, filepath: 'b.mp4', filesize: 90, downloads: 0, status: 'arriving', receivedBytes: 30 },
  ],
  expiresAt: '2030-01-02T10:00:00.000Z',
  arrivedAt: null,
  receivedBytes: 40,
  totalBytes: 100,
  retention: '2h',
  passwordProtected: false,
  scan: null,
  directOnly: false,
  senderPresent: null,
};

describe('withOwnArrival', () => {
  it('shows a share this page saw arrive as arrived, though the state polled before still says arriving', () => {
    const state = withOwnArrival(polled, { status: 'live', expiresAt: '2030-01-01T12:00:00.000Z' });
    expect(state).toMatchObject({ status: 'live', expiresAt: '2030-01-01T12:00:00.000Z', receivedBytes: 100 });
    expect(state.files.map((file) => file.status)).toEqual(['ready', 'checking']);
    expect(shareStatusText(polled)).toBe('Arriving · 1 of 2 files arrived · Opened');
    expect(shareStatusText(state)).toBe('Opened');
  });

  it('keeps a being-checked finish as checking', () => {
    expect(withOwnArrival(polled, { status: 'checking', expiresAt: polled.expiresAt }).status).toBe('checking');
  });

  it('leaves the polled state alone while the share still arrives, and once the poll has news of its own', () => {
    expect(withOwnArrival(polled, { status: 'arriving', expiresAt: polled.expiresAt })).toBe(polled);
    const ended = { ...polled, status: 'ended' } as FolderState;
    expect(withOwnArrival(ended, { status: 'live', expiresAt: polled.expiresAt })).toBe(ended);
  });
});
