import { readBlob } from '../../../test/read-blob';
import { installStructuredClone } from '../../../test/install-structured-clone';
import { keepUploadBytes, PIECE_BYTES } from './keep-bytes';
import { bytesInMemory } from './upload-bytes';
import { removeQueuedUpload, keptBytesOf, type UploadSource } from './upload-queue';
import { enqueueUpload } from './enqueue-upload';
import { freshDatabase } from '../../../test/fresh-database';

installStructuredClone();

const MIB = 1024 * 1024;

function bytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(length);
  for (let index = 0; index < length; index++) data[index] = (index * 7 + seed) % 253;
  return data;
}

/** Three files, 20 MiB + 5 bytes laid end to end: pieces start at 16, 8 and 0 MiB. */
const data = [bytes(9 * MIB, 1), bytes(0, 2), bytes(11 * MIB + 5, 3)];
const sources: UploadSource[] = data.map((part, index) => ({
  file: new File([part], `f${index}`),
  path: `trip/f${index}`,
}));
const all = new Uint8Array(data.reduce((sum, part) => sum + part.length, 0));
data.reduce((at, part) => (all.set(part, at), at + part.length), 0);

async function keptBytes(upload: { id: string; totalBytes: number }): Promise<{ from: number; bytes: Uint8Array }> {
  const stored = await keptBytesOf(upload);
  return { from: stored.from, bytes: await readBlob(new Blob(stored.pieces)) };
}

describe(keepUploadBytes.name, () => {
  beforeEach(freshDatabase);

  it('keeps every byte when the server has acknowledged none', async () => {
    const upload = await enqueueUpload(sources, { retention: '2h' });
    const outcome = await keepUploadBytes(upload, bytesInMemory(sources), { acknowledged: () => 0 });
    expect(outcome).toBe('kept');
    const kept = await keptBytes(upload);
    expect(kept.from).toBe(0);
    expect(Buffer.from(kept.bytes).equals(Buffer.from(all))).toBe(true);
  });

  it('keeps pieces from the end backwards, stopping where the server has the bytes already', async () => {
    const upload = await enqueueUpload(sources, { retention: '2h' });
    const outcome = await keepUploadBytes(upload, bytesInMemory(sources), { acknowledged: () => 12 * MIB });
    expect(outcome).toBe('sent');
    const kept = await keptBytes(upload);
    expect(kept.from).toBe(PIECE_BYTES);
    expect(Buffer.from(kept.bytes).equals(Buffer.from(all.subarray(8 * MIB)))).toBe(true);
  });

  it('stops when told to, and keeps nothing for an upload that ended meanwhile', async () => {
    const upload = await enqueueUpload(sources, { retention: '2h' });
    const controller = new AbortController();
    controller.abort();
    expect(await keepUploadBytes(upload, bytesInMemory(sources), { signal: controller.signal })).toBe('stopped');
    expect((await keptBytes(upload)).from).toBe(upload.totalBytes);

    await removeQueuedUpload(upload.id);
    expect(await keepUploadBytes(upload, bytesInMemory(sources))).toBe('gone');
    expect((await keptBytesOf(upload)).pieces).toEqual([]);
  });

  it('lets the piece being written land when stopped midway, and writes no other', async () => {
    // Chromium's IndexedDB can hang for good on a transaction aborted while it writes a Blob of many files' slices.
    const aborts = jest.spyOn(IDBTransaction.prototype, 'abort');
    for (const delay of [0, 1, 5]) {
      const upload = await enqueueUpload(sources, { retention: '2h' });
      const controller = new AbortController();
      const keeping = keepUploadBytes(upload, bytesInMemory(sources), { signal: controller.signal });
      await new Promise((resolve) => setTimeout(resolve, delay));
      controller.abort();
      // Stopped after the piece under way landed, or done before the stop came: never cut short.
      expect(['stopped', 'kept']).toContain(await keeping);
      const kept = await keptBytes(upload);
      expect(kept.from % PIECE_BYTES).toBe(0);
      expect(Buffer.from(kept.bytes).equals(Buffer.from(all.subarray(kept.from)))).toBe(true);
    }
    expect(aborts).not.toHaveBeenCalled();
  });
});
