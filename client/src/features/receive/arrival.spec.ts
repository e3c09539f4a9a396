import type { RetrievedFolder } from '../../lib/api/folders';
import { arrivalOf, fileArrival, isReady, notReady, readyCount, withProgress } from './arrival';

type FileState = RetrievedFolder['files'][number]['status'];

function file(id: number, filesize: number, status: FileState, receivedBytes = status === 'ready' ? filesize : 0) {
  return {
    id,
    filesize,
    status,
    receivedBytes,
    filepath: `f${id}`,
    path: `f${id}`,
    filename: `f${id}`,
    url: `/f/${id}`,
    mimetype: 'text/plain',
  };
}

function folder(status: RetrievedFolder['status'], files: RetrievedFolder['files']): RetrievedFolder {
  const totalBytes = files.reduce((sum, each) => sum + each.filesize, 0);
  return {
    folderCode: '0427',
    folderUrl: 'u',
    qrCode: 'q',
    zipUrl: 'z',
    expiresAt: '2030-01-01T00:00:00Z',
    retention: '2h',
    encrypted: false,
    progressUrl: '/p',
    status,
    totalBytes,
    receivedBytes: files.reduce((sum, each) => sum + each.receivedBytes, 0),
    files,
  };
}

describe('a share as it arrives', () => {
  const arriving = folder('arriving', [
    file(1, 10, 'ready'),
    file(2, 1000, 'arriving', 400),
    file(3, 5, 'checking', 5),
  ]);

  it("takes each file's state from the lookup: those not ready, with their progress; the others ready", () => {
    const arrival = arrivalOf(arriving);
    expect(arrival).toMatchObject({ status: 'arriving', receivedBytes: 415, totalBytes: 1015 });
    expect(fileArrival(arrival, arriving.files[0])).toEqual({ status: 'ready', receivedBytes: 10 });
    expect(fileArrival(arrival, arriving.files[1])).toEqual({ status: 'arriving', receivedBytes: 400 });
    expect(fileArrival(arrival, arriving.files[2])).toEqual({ status: 'checking', receivedBytes: 5 });
    expect(notReady(arrival, arriving.files).map((each) => each.id)).toEqual([2, 3]);
    expect(readyCount(arrival, arriving.files)).toBe(1);
    expect(isReady(arrival, arriving.files[0])).toBe(true);
  });

  it("takes a poll's list of files not ready as the new state: a file it no longer lists is ready", () => {
    const next = withProgress(arrivalOf(arriving), {
      status: 'checking',
      receivedBytes: 1015,
      totalBytes: 1015,
      expiresAt: '2030-01-01T00:00:00Z',
      lastReceivedAt: null,
      files: [{ id: 2, status: 'checking', receivedBytes: 1000 }],
      senderPresent: null,
    });
    expect(next.status).toBe('checking');
    expect(fileArrival(next, arriving.files[1])).toEqual({ status: 'checking', receivedBytes: 1000 });
    // Checked meanwhile: ready.
    expect(fileArrival(next, arriving.files[2])).toEqual({ status: 'ready', receivedBytes: 5 });
    expect(readyCount(next, arriving.files)).toBe(2);

    const ready = withProgress(next, {
      ...{ status: 'ready' as const, receivedBytes: 1015, totalBytes: 1015 },
      expiresAt: '2030-01-01T02:00:00Z',
      lastReceivedAt: null,
      files: [],
      senderPresent: null,
    });
    expect(ready.status).toBe('ready');
    expect(notReady(ready, arriving.files)).toEqual([]);
  });

  it("keeps the last poll's end and last bytes: the share's retention starts once everything arrived", () => {
    const polled = withProgress(arrivalOf(arriving), {
      ...{ status: 'arriving' as const, receivedBytes: 10, totalBytes: 1015 },
      expiresAt: '2030-01-02T00:00:00Z',
      lastReceivedAt: '2030-01-01T00:00:00Z',
      files: [{ id: 2, status: 'arriving', receivedBytes: 10 }],
      senderPresent: null,
    });
    expect(polled).toMatchObject({ expiresAt: '2030-01-02T00:00:00Z', lastReceivedAt: '2030-01-01T00:00:00Z' });
    const arrived = withProgress(polled, {
      ...{ status: 'ready' as const, receivedBytes: 1015, totalBytes: 1015 },
      expiresAt: '2030-01-01T02:00:00Z',
      lastReceivedAt: null,
      files: [],
      senderPresent: null,
    });
    expect(arrived).toMatchObject({ expiresAt: '2030-01-01T02:00:00Z', lastReceivedAt: null });
  });

  it("treats a share that is ready, or an answer without arrival fields (another site's JSON), as all ready", () => {
    expect(arrivalOf(folder('ready', [file(1, 10, 'ready')])).pending.size).toBe(0);
    const bare = { folderCode: 'x', folderUrl: 'y', files: [{ id: 1, filesize: 3 }] } as unknown as RetrievedFolder;
    expect(arrivalOf(bare)).toMatchObject({ status: 'ready', receivedBytes: 3, totalBytes: 3 });
  });
});
