import { installStructuredClone } from '../../../test/install-structured-clone';
import type { UploadedFolder } from '../../../lib/api/folders';
import { readBlob } from '../../../test/read-blob';
import { DATABASE_NAME, openAppDatabase } from '../../../lib/platform/app-database';
import {
  completeQueuedUpload,
  forgetRecentShare,
  getQueuedUpload,
  isQuotaError,
  listQueuedUploads,
  listRecentShares,
  QueueStorageFullError,
  RECENT_SHARES_LIMIT,
  removeQueuedUpload,
  STORAGE_FULL_MESSAGE,
  keptBytesOf,
  keepUploadPiece,
  markSharesAnnounced,
  recordQueuedShare,
  updateQueuedUpload,
} from './upload-queue';
import { enqueueUpload } from './enqueue-upload';
import { freshDatabase } from '../../../test/fresh-database';

installStructuredClone();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function file(content: string, name = 'a.txt'): File {
  return new File([content], name, { type: 'text/plain' });
}

function uploadedFolder(code: string, expiresAt: number): UploadedFolder {
  return {
    folderCode: code,
    folderUrl: `http://localhost/s/${code}`,
    manageKey: `key-${code}`,
    qrCode: 'data:image/png;base64,',
    expiresAt: new Date(expiresAt).toISOString(),
    retention: '2h',
    status: 'live',
    files: [{ filename: 'a.txt', filepath: 'a.txt', filesize: 1 }],
  };
}

describe('upload queue', () => {
  beforeEach(freshDatabase);

  it('keeps a selection with its paths, sizes, types and retention, oldest first, without its bytes', async () => {
    const second = await enqueueUpload(
      [{ file: file('world!', 'b.txt'), path: 'trip/b.txt' }],
      { retention: '24h' },
      2000,
    );
    const first = await enqueueUpload(
      [
        { file: file('hello'), path: 'trip/a.txt' },
        { file: file('', 'empty.txt'), path: 'trip/empty.txt' },
      ],
      { retention: 'download' },
      1000,
    );
    expect(first).toMatchObject({ retention: 'download', totalBytes: 5, status: 'queued', createdAt: 1000 });
    const listed = await listQueuedUploads();
    expect(listed.map((upload) => upload.id)).toEqual([first.id, second.id]);
    expect(listed[0].files).toEqual([
      { path: 'trip/a.txt', size: 5, type: 'text/plain' },
      { path: 'trip/empty.txt', size: 0, type: 'text/plain' },
    ]);
    expect(await keptBytesOf(first)).toEqual({ from: 5, pieces: [] });
  });

  it("keeps a share's password with its record until it is sent, and none when it has none", async () => {
    const protectedUpload = await enqueueUpload([{ file: file('x'), path: 'x.txt' }], {
      retention: '2h',
      password: 'open sesame',
    });
    const plain = await enqueueUpload([{ file: file('y'), path: 'y.txt' }], { retention: '2h', password: '' });
    const listed = await listQueuedUploads();
    expect(listed.find((upload) => upload.id === protectedUpload.id)?.password).toBe('open sesame');
    expect(listed.find((upload) => upload.id === plain.id)).not.toHaveProperty('password');
  });

  it('keeps pieces of the bytes apart, counting only the run that reaches the end', async () => {
    const upload = await enqueueUpload([{ file: file('abcdefghij'), path: 'x.txt' }], { retention: '2h' });
    expect(await keepUploadPiece(upload.id, 6, new Blob(['ghij']))).toBe(true);
    // A piece that does not join the run (2..4 is missing) does not count.
    expect(await keepUploadPiece(upload.id, 0, new Blob(['ab']))).toBe(true);
    let stored = await keptBytesOf(upload);
    expect(stored.from).toBe(6);
    expect(new TextDecoder().decode(await readBlob(new Blob(stored.pieces)))).toBe('ghij');

    await keepUploadPiece(upload.id, 2, new Blob(['cdef']));
    stored = await keptBytesOf(upload);
    expect(stored.from).toBe(0);
    expect(new TextDecoder().decode(await readBlob(new Blob(stored.pieces)))).toBe('abcdefghij');
  });

  it('drops the bytes with the upload, and keeps none for an upload that is gone', async () => {
    const database = await openAppDatabase();
    const shared = await enqueueUpload([{ file: file('x'), path: 'x.txt' }], { retention: '2h' });
    await keepUploadPiece(shared.id, 0, new Blob(['x']));
    await completeQueuedUpload(shared.id, uploadedFolder('0427', Date.now() + HOUR));
    const removed = await enqueueUpload([{ file: file('y'), path: 'y.txt' }], { retention: '2h' });
    await keepUploadPiece(removed.id, 0, new Blob(['y']));
    await removeQueuedUpload(removed.id);
    expect(await keepUploadPiece(removed.id, 0, new Blob(['y']))).toBe(false);
    expect(await database.count('upload-bytes')).toBe(0);
  });

  it("reads uploads queued by the previous version, whose records held the files' Blobs", async () => {
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(DATABASE_NAME, 1);
      request.onupgradeneeded = () => {
        for (const name of ['uploads', 'recent-shares', 'shared-files'])
          request.result.createObjectStore(name, { keyPath: 'id' });
        const files = [
          { path: 'old/a.txt', blob: file('hello') },
          { path: 'old/b.txt', blob: file(' world') },
        ];
        request
          .transaction!.objectStore('uploads')
          .put({ id: 'old', createdAt: 1, retention: '2h', files, totalBytes: 11, status: 'queued' });
      };
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error ?? new Error('The database could not be opened.'));
    });
    const [upload] = await listQueuedUploads();
    expect(upload.files).toEqual([
      { path: 'old/a.txt', size: 5, type: 'text/plain' },
      { path: 'old/b.txt', size: 6, type: 'text/plain' },
    ]);
    const stored = await keptBytesOf(upload);
    expect(stored.from).toBe(0);
    expect(new TextDecoder().decode(await readBlob(new Blob(stored.pieces)))).toBe('hello world');
  });

  it('records the share its announcement made (session, share, no password), a refusal, and removes an upload', async () => {
    const now = Date.now();
    const upload = await enqueueUpload([{ file: file('x'), path: 'x.txt' }], { retention: '2h', password: 'secret' });
    const share = { ...uploadedFolder('0427', now + DAY), status: 'arriving' as const };
    expect(await recordQueuedShare(upload.id, 'abc', share, now)).toMatchObject({
      id: upload.id,
      folderCode: '0427',
      status: 'arriving',
      sharedAt: now,
      announced: false,
    });
    const kept = await getQueuedUpload(upload.id);
    expect(kept).toMatchObject({ sessionId: 'abc', status: 'queued', share: { folderCode: '0427' } });
    expect(kept).not.toHaveProperty('password');
    expect((await listRecentShares(now)).map((recent) => recent.folderCode)).toEqual(['0427']);
    await updateQueuedUpload(upload.id, { status: 'failed', error: 'Too large.' });
    expect(await getQueuedUpload(upload.id)).toMatchObject({ sessionId: 'abc', status: 'failed', error: 'Too large.' });
    expect((await removeQueuedUpload(upload.id))?.id).toBe(upload.id);
    expect(await removeQueuedUpload(upload.id)).toBeUndefined();
    expect(await updateQueuedUpload(upload.id, { status: 'failed' })).toBeUndefined();
    // Gone (cancelled meanwhile): a share announced late is not recorded.
    expect(await recordQueuedShare(upload.id, 'late', share, now)).toBeUndefined();
    expect(await listQueuedUploads()).toEqual([]);
  });

  it('moves a completed upload out of the queue, its share (complete now) kept in the recent shares, in one step', async () => {
    const now = Date.now();
    const upload = await enqueueUpload([{ file: file('x'), path: 'x.txt' }], { retention: '2h' });
    await recordQueuedShare(upload.id, 'abc', { ...uploadedFolder('0427', now + DAY), status: 'arriving' }, now);
    await markSharesAnnounced([upload.id]);
    const share = await completeQueuedUpload(upload.id, uploadedFolder('0427', now + 2 * HOUR), now + HOUR);
    // When it was shared, and that a page showed it, stay as they were.
    expect(share).toMatchObject({ id: upload.id, folderCode: '0427', sharedAt: now, announced: true, status: 'live' });
    expect(await listQueuedUploads()).toEqual([]);
    expect((await listRecentShares(now)).map((recent) => recent.folderCode)).toEqual(['0427']);
  });

  it('lists recent shares newest first, forgets expired ones and keeps at most the limit', async () => {
    const now = Date.now();
    for (let index = 0; index < RECENT_SHARES_LIMIT + 2; index++) {
      await completeQueuedUpload(`id-${index}`, uploadedFolder(String(1000 + index), now + HOUR), now + index);
    }
    await completeQueuedUpload('expired', uploadedFolder('9999', now - 1), now + 100);
    const listed = await listRecentShares(now);
    expect(listed).toHaveLength(RECENT_SHARES_LIMIT - 1);
    expect(listed[0].folderCode).toBe(String(1000 + RECENT_SHARES_LIMIT + 1));
    expect(listed.some((recent) => recent.folderCode === '9999')).toBe(false);

    await forgetRecentShare(listed[0].id);
    expect((await listRecentShares(now))[0].folderCode).toBe(String(1000 + RECENT_SHARES_LIMIT));
  });

  it('says clearly when the device has no room for the files', async () => {
    const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const failure = await enqueueUpload([{ file: file('x'), path: 'x.txt' }], { retention: '2h' }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(QueueStorageFullError);
      expect((failure as Error).message).toBe(STORAGE_FULL_MESSAGE);
    } finally {
      put.mockRestore();
    }
    const upload = await enqueueUpload([{ file: file('x'), path: 'x.txt' }], { retention: '2h' });
    const full = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await expect(keepUploadPiece(upload.id, 0, new Blob(['x']))).rejects.toBeInstanceOf(QueueStorageFullError);
    } finally {
      full.mockRestore();
    }
    expect(isQuotaError(new DOMException('x', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
    expect(isQuotaError(new DOMException('x', 'DataError'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });
});
