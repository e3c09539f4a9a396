import type { FolderState } from '../../../lib/api/folder-management';
import { ENDED_TEXT, shareOverText, shareStatusText, STOPPED_TEXT, WAITING_TEXT } from './share-status-text';

/** A file of the share that has arrived whole, downloaded `downloads` times. */
function file(id: number, filepath: string, downloads: number): FolderState['files'][number] {
  return { id, filepath, downloads, filesize: 1, status: 'ready', receivedBytes: 1 };
}

function state(overrides: Partial<FolderState> = {}): FolderState {
  return {
    folderCode: '0427',
    status: 'live',
    opens: 0,
    lastOpenedAt: null,
    zipDownloads: 0,
    files: [file(1, 'a.txt', 0), file(2, 'b.txt', 0)],
    expiresAt: '2030-01-01T12:00:00.000Z',
    arrivedAt: '2030-01-01T10:00:00.000Z',
    receivedBytes: 2,
    totalBytes: 2,
    retention: '2h',
    passwordProtected: false,
    removal: null,
    scan: null,
    directOnly: false,
    senderPresent: null,
    ...overrides,
  };
}

describe(shareStatusText, () => {
  it('waits until someone opens the share', () => {
    expect(shareStatusText(state())).toBe(WAITING_TEXT);
  });

  it('says it was opened, how often, and how many files were downloaded (each file once)', () => {
    expect(shareStatusText(state({ opens: 1 }))).toBe('Opened');
    expect(shareStatusText(state({ opens: 3 }))).toBe('Opened 3 times');
    const files = [file(1, 'a.txt', 2), file(2, 'b.txt', 1)];
    expect(shareStatusText(state({ opens: 1, files }))).toBe('Opened · 2 files downloaded');
    expect(
      shareStatusText(state({ opens: 2, files: [files[0], { ...files[1], downloads: 0 }], zipDownloads: 1 })),
    ).toBe('Opened 2 times · 1 file downloaded · downloaded as a ZIP');
  });

  it('says how many files have arrived while its upload runs, and whether it was opened meanwhile', () => {
    const arriving = (overrides: Partial<FolderState> = {}) =>
      state({
        status: 'arriving',
        arrivedAt: null,
        files: [file(1, 'a.txt', 0), { ...file(2, 'b.bin', 0), status: 'arriving', receivedBytes: 0 }],
        ...overrides,
      });
    expect(shareStatusText(arriving())).toBe('Arriving · 1 of 2 files arrived');
    expect(shareStatusText(arriving({ opens: 2 }))).toBe('Arriving · 1 of 2 files arrived · Opened 2 times');
  });

  it('says a share whose upload stopped before everything arrived ended, and what its code does now', () => {
    expect(shareStatusText(state({ status: 'stopped', arrivedAt: null }))).toBe(STOPPED_TEXT);
    expect(shareOverText({ status: 'stopped' })).toMatch(/told that you stopped before everything arrived/);
  });

  it('says when the share has ended', () => {
    expect(shareStatusText(state({ opens: 4, status: 'ended' }))).toBe(ENDED_TEXT);
  });

  it('says while the share is checked for malware, and that it is live once the check is done', () => {
    expect(shareStatusText(state({ status: 'checking' }))).toBe(
      'Being checked for malware… it opens for recipients when the check is done',
    );
    expect(shareStatusText(state(), true)).toBe('Live · the check found nothing, recipients can open it');
    expect(shareStatusText(state({ opens: 1 }), true)).toBe('Opened');
  });

  it('says a share was removed, with the category in words, or quarantined as malware', () => {
    const removal = {
      category: 'privacy' as const,
      reasons: 'Someone else’s passport scans.',
      removedAt: '2030-01-01T11:00:00Z',
    };
    expect(shareStatusText(state({ status: 'removed', removal }))).toBe(
      "Removed by Sharecode's operators · Privacy violation",
    );
    expect(shareStatusText(state({ status: 'quarantined' }))).toBe('Removed · a file in it contains malware');
  });
});
