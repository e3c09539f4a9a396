/**
 * An encrypted upload's thumbnail pack (features/encryption/thumbnails/thumbnail-pack.ts), as the queue sends it: the page that
 * pressed Share makes the thumbnails from the picked files while the files go out (make-thumbnail-pack.ts), and
 * the pack is sent after them. Its plaintext is kept with the queued upload once made, and **fixed** then: a file
 * id must never encrypt two plaintexts, so whoever needs the pack first (this page with its thumbnails, or the
 * service worker or another page resuming without them, with a pack of empty slots) writes it, in one
 * transaction, unless one is written already, and everyone sends what is written.
 */
import { openAppDatabase, type QueuedUpload } from '../../../lib/platform/app-database';

/** Packs this page is making, by upload id; each resolves the pack that was fixed. */
const making = new Map<string, Promise<Blob>>();

/** A pack of `size` bytes with every slot empty (no thumbnails: the recipient shows icons). */
export function emptyPack(size: number): Blob {
  return new Blob([new Uint8Array(size)]);
}

/**
 * Keeps `pack` as the upload's thumbnail pack unless it has one already; resolves the one it has from now on, or
 * undefined when the upload is gone (cancelled, sent, or never queued: shared from memory).
 */
export async function fixThumbnailPack(uploadId: string, pack: Blob): Promise<Blob | undefined> {
  const transaction = (await openAppDatabase()).transaction('uploads', 'readwrite');
  const current = await transaction.store.get(uploadId);
  const thumbnails = current?.encryption?.thumbnails;
  if (!current || !thumbnails) {
    await transaction.done;
    return undefined;
  }
  if (!thumbnails.pack) {
    await transaction.store.put({
      ...current,
      encryption: { ...current.encryption!, thumbnails: { ...thumbnails, pack } },
    });
  }
  await transaction.done;
  return thumbnails.pack ?? pack;
}

/** Notes that this page is making `upload`'s pack: `made` resolves its plaintext (empty slots where none could be). */
export function makingThumbnailPack(upload: Pick<QueuedUpload, 'id'>, made: Promise<Blob>): void {
  const fixed = made.then(async (pack) => {
    const kept = await fixThumbnailPack(upload.id, pack).catch(() => undefined);
    // Once written, the queue's record holds it: anyone reads it there.
    if (kept) making.delete(upload.id);
    return kept ?? pack;
  });
  making.set(upload.id, fixed);
}

/** The plaintext to send as `upload`'s thumbnail pack: the one fixed, the one this page is making, or none. */
export async function thumbnailPackFor(upload: QueuedUpload): Promise<Blob> {
  const thumbnails = upload.encryption!.thumbnails!;
  const here = making.get(upload.id);
  if (here) return here;
  if (thumbnails.pack) return thumbnails.pack;
  const empty = emptyPack(thumbnails.slot * thumbnails.files.length);
  return (await fixThumbnailPack(upload.id, empty)) ?? empty;
}
