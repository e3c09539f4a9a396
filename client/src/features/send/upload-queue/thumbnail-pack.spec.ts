import { installStructuredClone } from '../../../test/install-structured-clone';
import { freshDatabase } from '../../../test/fresh-database';
import { readBlob } from '../../../test/read-blob';
import { openAppDatabase, type QueuedUpload } from '../../../lib/platform/app-database';
import { fixThumbnailPack, makingThumbnailPack, thumbnailPackFor } from './thumbnail-pack';

installStructuredClone();

const SLOT = 1024;

function queued(id: string): QueuedUpload {
  return {
    id,
    createdAt: 0,
    retention: '2h',
    files: [{ path: 'a.jpg', size: 5, type: 'image/jpeg' }],
    totalBytes: 5,
    status: 'queued',
    encryption: {
      shareKey: 'k',
      fileIds: ['f'],
      manifest: new Blob(['m']),
      thumbnails: { id: 'p', slot: SLOT, files: [0, 0] },
    },
  };
}

async function stored(upload: QueuedUpload): Promise<QueuedUpload> {
  await (await openAppDatabase()).put('uploads', upload);
  return upload;
}

const made = (fill: number) => new Blob([new Uint8Array(2 * SLOT).fill(fill)]);
const bytesOf = async (blob: Blob) => new Uint8Array(await readBlob(blob));

describe('an encrypted upload’s thumbnail pack', () => {
  beforeEach(freshDatabase);

  it('is fixed by whoever writes it first, and never changes afterwards', async () => {
    await stored(queued('u'));
    expect(await bytesOf((await fixThumbnailPack('u', made(1)))!)).toEqual(new Uint8Array(2 * SLOT).fill(1));
    expect(await bytesOf((await fixThumbnailPack('u', made(2)))!)).toEqual(new Uint8Array(2 * SLOT).fill(1));
    expect(await fixThumbnailPack('gone', made(3))).toBeUndefined();
  });

  it('is sent as made here once fixed; without this page, as fixed, or with every slot empty', async () => {
    const here = await stored(queued('here'));
    makingThumbnailPack(here, Promise.resolve(made(7)));
    expect(await bytesOf(await thumbnailPackFor(here))).toEqual(new Uint8Array(2 * SLOT).fill(7));
    const record = await (await openAppDatabase()).get('uploads', 'here');
    expect(await bytesOf(record!.encryption!.thumbnails!.pack!)).toEqual(new Uint8Array(2 * SLOT).fill(7));

    // Resumed by the service worker before any page made it: empty slots, written down first.
    const elsewhere = await stored(queued('elsewhere'));
    expect(await bytesOf(await thumbnailPackFor(elsewhere))).toEqual(new Uint8Array(2 * SLOT));
    // The page that made it too late sends what was fixed, not its own.
    makingThumbnailPack(elsewhere, Promise.resolve(made(9)));
    expect(await bytesOf(await thumbnailPackFor(elsewhere))).toEqual(new Uint8Array(2 * SLOT));
  });

  it('is sent as made when the upload was never queued (shared from memory)', async () => {
    const unqueued = queued('memory');
    makingThumbnailPack(unqueued, Promise.resolve(made(4)));
    expect(await bytesOf(await thumbnailPackFor(unqueued))).toEqual(new Uint8Array(2 * SLOT).fill(4));
  });
});
