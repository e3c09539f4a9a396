import { jest } from '@jest/globals';
import { FoldersService } from '../../src/folders/folders.service.js';
import { DEVICE_SYNC } from '../../src/storage/disk-sync.js';
import { ResumableUploadsRepository } from '../../src/uploads/resumable/resumable-uploads.repository.js';
import { resumableOf, uploadedOf } from '../support/answers.js';
import { create, downloaded, sendChunk } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { uploadWithFilePaths } from '../support/uploads.js';
import { LOCAL_DISK_ENV } from './support/local-disk-env.js';

/**
 * Nothing is recorded, and nothing answered, that a power cut could take back: on local disk (on every run,
 * whatever the run's storage), each file's bytes and directory entry reach the device before the share (or a
 * resumable upload's offset) is recorded and the request answered.
 */
describe('durable before it answers', () => {
  let app: TestApp;
  const events: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({ env: LOCAL_DISK_ENV });
  });

  afterAll(() => app?.close());

  beforeEach(() => {
    events.length = 0;
    const flushFile = DEVICE_SYNC.file.bind(DEVICE_SYNC);
    const flushDirectory = DEVICE_SYNC.directory.bind(DEVICE_SYNC);
    jest.spyOn(DEVICE_SYNC, 'file').mockImplementation(async (fd) => {
      await flushFile(fd);
      events.push('file flushed');
    });
    jest.spyOn(DEVICE_SYNC, 'directory').mockImplementation(async (path) => {
      await flushDirectory(path);
      events.push(`${path.endsWith('staging') ? 'staging' : 'files'} directory flushed`);
    });
    const folders = app.app.get(FoldersService);
    const createFolder = folders.create.bind(folders);
    jest.spyOn(folders, 'create').mockImplementation((...args) => {
      events.push('share recorded');
      return createFolder(...args);
    });
    const repository = app.app.get(ResumableUploadsRepository);
    const recordReceived = repository.recordReceived.bind(repository);
    jest.spyOn(repository, 'recordReceived').mockImplementation((...args) => {
      events.push(`offset ${args[1]} recorded`);
      return recordReceived(...args);
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('flushes every file of a multipart upload before the share is recorded and answered 201', async () => {
    const files = [
      { path: 'a/one.txt', content: 'first file\n' },
      { path: 'a/two.bin', content: Buffer.alloc(300 * 1024, 9) },
    ];
    await uploadWithFilePaths(app, files).expect(201);
    events.push('answered 201');

    expect(events.slice(-2)).toEqual(['share recorded', 'answered 201']);
    const flushed = events.slice(0, -2);
    expect(flushed.filter((event) => event === 'file flushed')).toHaveLength(2);
    expect(flushed.filter((event) => event === 'files directory flushed')).toHaveLength(2);
  });

  /** Sends `content` as two files of a resumable upload, in one chunk; resolves the events' indexes. */
  async function sendInOneChunk(content: Buffer, half: number) {
    const announced = [
      { path: 'b/first.bin', content: content.subarray(0, half) },
      { path: 'b/second.bin', content: content.subarray(half) },
    ];
    events.length = 0;
    const { id } = resumableOf(await create(app, announced).expect(201));
    // The share is recorded when the upload is announced, before any byte.
    expect(events).toEqual(['share recorded']);
    events.length = 0;

    await sendChunk(app, id, 0, content).expect(200);
    events.push('chunk answered');
    const finished = await app.http().post(`/api/resumable-uploads/${id}/finish`).expect(201);
    events.push('finish answered 201');

    const all = (event: string) => events.flatMap((candidate, index) => (candidate === event ? [index] : []));
    const fileFlushes = all('file flushed');
    const stagingFlushes = all('staging directory flushed');
    // A file opens once its partial object is renamed into the files directory, which is then flushed.
    const openings = all('files directory flushed');
    // The first offset recorded past a file's last byte (files stored together are recorded together).
    const recordedPast = (end: number) =>
      events.findIndex((event) => Number(/^offset (\d+) recorded$/.exec(event)?.[1] ?? -1) >= end);
    const offsets = [recordedPast(half), recordedPast(content.length)];
    expect(offsets.every((index) => index >= 0)).toBe(true);
    expect(events.slice(-2)).toEqual(['chunk answered', 'finish answered 201']);
    const stored = await downloaded(app, uploadedOf(finished).folderCode);
    expect(Buffer.concat([stored.get('b/first.bin')!, stored.get('b/second.bin')!]).equals(content)).toBe(true);
    return { fileFlushes, stagingFlushes, openings, offsets };
  }

  it('flushes each file of a chunk before an offset past it is recorded, and records that before opening the file', async () => {
    // Larger than WHOLE_FILE_BYTES: appended as they stream, then completed.
    const { fileFlushes, stagingFlushes, openings, offsets } = await sendInOneChunk(
      Buffer.alloc(600 * 1024, 5),
      300 * 1024,
    );
    expect([fileFlushes.length, stagingFlushes.length, openings.length]).toEqual([2, 2, 2]);
    for (const file of [0, 1]) {
      expect(fileFlushes[file]).toBeLessThan(offsets[file]);
      expect(stagingFlushes[file]).toBeLessThan(offsets[file]);
      expect(openings[file]).toBeGreaterThan(offsets[file]);
    }
  });

  it('flushes each small file stored whole, and its directory entry, before an offset past it is recorded', async () => {
    const { fileFlushes, stagingFlushes, openings, offsets } = await sendInOneChunk(
      Buffer.alloc(200 * 1024, 6),
      100 * 1024,
    );
    // Stored as objects at once: no staging; their directory entries may share one flush.
    expect(stagingFlushes).toEqual([]);
    expect(fileFlushes).toHaveLength(2);
    for (const file of [0, 1]) {
      expect(fileFlushes[file]).toBeLessThan(offsets[file]);
      expect(openings.some((index) => index > fileFlushes[file] && index < offsets[file])).toBe(true);
    }
  });
});
