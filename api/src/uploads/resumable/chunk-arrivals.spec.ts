import { jest } from '@jest/globals';
import {
  ARRIVALS_GATHERED_MS,
  type ArrivalRecorder,
  ChunkArrivals,
  PROGRESS_EVERY_MS,
  type ProgressSnapshot,
} from './chunk-arrivals.js';
import type { UploadFile } from './upload-file.js';

const FILE: UploadFile = {
  fileId: 7,
  filepath: 'trip/film.mov',
  start: 0,
  end: 1_000,
  storageKey: 'film-key',
} as UploadFile;

function recorder() {
  const offsets: number[] = [];
  const progress: ProgressSnapshot[] = [];
  const recording: ArrivalRecorder = {
    recordOffset: (offset) => {
      offsets.push(offset);
      return Promise.resolve();
    },
    recordProgress: (snapshot) => {
      progress.push(snapshot);
      return Promise.resolve(true);
    },
    check: () => Promise.resolve(),
    gone: () => Promise.resolve(new Error('gone')),
  };
  return { recording, offsets, progress };
}

const SECOND_FILE: UploadFile = { ...FILE, fileId: 8, filepath: 'trip/notes.txt', start: 1_000, end: 1_500 };

describe(ChunkArrivals.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('records where a chunk ended mid-file even when the last progress flush already counted its bytes', async () => {
    const { recording, offsets, progress } = recorder();
    const arrivals = new ChunkArrivals(recording, 0, () => undefined);
    arrivals.writing(FILE);
    arrivals.passed(400);
    // The once-a-second flush runs after every byte has passed, while the chunk's last bytes are being synced.
    await jest.advanceTimersByTimeAsync(PROGRESS_EVERY_MS);
    expect(progress.map((snapshot) => snapshot.receivedBytes)).toEqual([400]);
    expect(progress[0].partial).toEqual({ id: FILE.fileId, receivedBytes: 400 });
    expect(offsets).toEqual([]);

    expect(await arrivals.close(400)).toBeUndefined();
    // The next chunk is told to start at 400: the upload's offset must say so.
    expect(offsets).toEqual([400]);
  });

  it('records nothing again when a chunk ends where it was last recorded', async () => {
    const { recording, offsets, progress } = recorder();
    const arrivals = new ChunkArrivals(recording, 400, () => undefined);
    expect(await arrivals.close(400)).toBeUndefined();
    expect(offsets).toEqual([]);
    expect(progress).toEqual([]);
  });

  it('records the offset of files that complete while an earlier offset is still being written', async () => {
    const { recording, offsets } = recorder();
    let release: () => void = () => undefined;
    const slowFirstWrite = new Promise<void>((resolve) => (release = resolve));
    const slowRecorder: ArrivalRecorder = {
      ...recording,
      recordOffset: async (offset) => {
        offsets.push(offset);
        if (offsets.length === 1) await slowFirstWrite;
      },
    };
    const arrivals = new ChunkArrivals(slowRecorder, 0, () => undefined);
    arrivals.passed(1_500);
    arrivals.stored(FILE, 1_000, { whole: false });
    await jest.advanceTimersByTimeAsync(ARRIVALS_GATHERED_MS);
    expect(offsets).toEqual([1_000]);
    // The second file is stored whole while the first file's offset is still being written.
    arrivals.stored(SECOND_FILE, 1_500, { whole: false });
    const closing = arrivals.close(1_500);
    release();
    expect(await closing).toBeUndefined();
    expect(offsets).toEqual([1_000, 1_500]);
  });

  it("refuses the chunk with its check's own refusal when that check ended the share as the next flush ran", async () => {
    const blocked = new Error('blocked file');
    let ended = false;
    let refuse: () => void = () => undefined;
    const recording: ArrivalRecorder = {
      ...recorder().recording,
      recordProgress: () => Promise.resolve(!ended),
      // The block list ends the share at once, then still has its bytes to queue for deletion before it refuses.
      check: () => {
        ended = true;
        return new Promise((_resolve, reject) => (refuse = () => reject(blocked)));
      },
      gone: () => Promise.resolve(new Error('gone')),
    };
    const arrivals = new ChunkArrivals(recording, 0, () => undefined);
    arrivals.writing(FILE);
    arrivals.passed(1_000);
    arrivals.stored(FILE, 1_000, { whole: true, sha256: 'a'.repeat(64) });
    await jest.advanceTimersByTimeAsync(ARRIVALS_GATHERED_MS);
    expect(ended).toBe(true);

    arrivals.writing(SECOND_FILE);
    arrivals.passed(200);
    const closing = arrivals.close(1_200);
    await jest.advanceTimersByTimeAsync(0);
    refuse();
    expect(await closing).toBe(blocked);
  });
});
