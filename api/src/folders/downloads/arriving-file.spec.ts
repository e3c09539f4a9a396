import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { StorageService } from '../../storage/storage.service.js';
import type { ArrivalsRepository } from '../arrivals.repository.js';
import type { ShareChanges } from '../changes/share-changes.js';
import type { FolderRef } from '../codes/folder-ref.js';
import type { FolderFile } from '../folder-file.entity.js';
import type { FoldersService } from '../folders.service.js';
import { ArrivingFiles } from './arriving-file.js';

const FILE = Buffer.from('abcdefghijklmnopqrst');

/** How the file stands at one moment: the bytes its partial object holds, and the bytes its progress counts. */
interface Moment {
  onDisk: number;
  recorded: number;
  state: 'arriving' | 'ready';
}

/**
 * A follower of FILE whose world moves to the next moment each time it waits (for a change or to look again):
 * the upload's progress runs ahead of its partial object, as it does while a chunk is being written.
 */
function followerThrough(moments: Moment[], range?: { start: number; end: number }) {
  let now = 0;
  const moment = () => moments[Math.min(now, moments.length - 1)];
  const arrivals = {
    findFile: () =>
      Promise.resolve({
        id: 7,
        storageKey: 'key',
        filesize: FILE.length,
        state: moment().state,
        receivedBytes: moment().recorded,
      }),
  } as unknown as ArrivalsRepository;
  const folders = { findLiveFile: () => Promise.resolve({}) } as unknown as FoldersService;
  const slice = (end: number, range: { start: number; end: number }) =>
    Readable.from([FILE.subarray(range.start, Math.min(end, range.end + 1))].filter((bytes) => bytes.length > 0));
  const storage = {
    readPartial: (_key: string, range: { start: number; end: number }) =>
      Promise.resolve(slice(moment().onDisk, range)),
    read: (_key: string, range: { start: number; end: number }) => Promise.resolve(slice(FILE.length, range)),
  } as unknown as StorageService;
  const changes = {
    listen: () => ({
      next: () => {
        now++;
        return Promise.resolve(true);
      },
      close: () => undefined,
    }),
  } as unknown as ShareChanges;
  const files = new ArrivingFiles(arrivals, folders, storage, changes);
  return files.follow({} as FolderRef, 1, { id: 7, filesize: FILE.length } as FolderFile, range);
}

describe('ArrivingFiles', () => {
  it('hands on the bytes its reads brought when the partial object is behind the recorded progress', async () => {
    const followed = followerThrough([
      { onDisk: 6, recorded: 10, state: 'arriving' },
      { onDisk: 10, recorded: 16, state: 'arriving' },
      { onDisk: 19, recorded: 19, state: 'arriving' },
      { onDisk: 20, recorded: 20, state: 'ready' },
    ]);
    expect((await buffer(followed)).toString()).toBe(FILE.toString());
  });

  it('holds the last byte back until the file is ready', async () => {
    const followed = followerThrough([
      { onDisk: 20, recorded: 20, state: 'arriving' },
      { onDisk: 20, recorded: 20, state: 'ready' },
    ]);
    const chunks: string[] = [];
    for await (const chunk of followed) chunks.push(String(chunk));
    expect(chunks).toEqual([FILE.subarray(0, 19).toString(), FILE.subarray(19).toString()]);
  });

  it('ends a range short of the last byte as soon as its bytes are stored, the file still arriving', async () => {
    const followed = followerThrough(
      [
        { onDisk: 8, recorded: 8, state: 'arriving' },
        { onDisk: 12, recorded: 12, state: 'arriving' },
      ],
      { start: 5, end: 11 },
    );
    expect((await buffer(followed)).toString()).toBe(FILE.subarray(5, 12).toString());
  });
});
