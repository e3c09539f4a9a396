/**
 * Making an encrypted upload's thumbnail pack on the page that pressed Share, from the picked files, one file at a
 * time (a decoded 12-megapixel photo is some 48 MB) while the files go out: the pack is sent after them, so it is
 * usually made long before it is needed. Only pages load this (it draws on a canvas); thumbnail-pack.ts fixes what
 * it makes.
 */
import { slotCapacity, thumbnailSlot, makeThumbnail, thumbnailKindOf } from '../../encryption';
import type { QueuedThumbnails, QueuedUpload } from '../../../lib/platform/app-database';
import { emptyPack, makingThumbnailPack } from './thumbnail-pack';
import type { UploadSource } from './upload-queue';

async function packOf(thumbnails: QueuedThumbnails, sources: readonly UploadSource[]): Promise<Blob> {
  const slots: Uint8Array<ArrayBuffer>[] = [];
  for (const position of thumbnails.files) {
    const { file, path } = sources[position];
    const kind = thumbnailKindOf(path);
    const picture = kind ? await makeThumbnail(file, kind, slotCapacity(thumbnails.slot)) : null;
    slots.push(thumbnailSlot(thumbnails.slot, picture));
  }
  return new Blob(slots);
}

/** Starts making `upload`'s thumbnail pack from `sources` (its files, in its order), when it announces one. */
export function startThumbnailPack(upload: QueuedUpload, sources: readonly UploadSource[]): void {
  const thumbnails = upload.encryption?.thumbnails;
  if (!thumbnails) return;
  const made = packOf(thumbnails, sources).catch(() => emptyPack(thumbnails.slot * thumbnails.files.length));
  makingThumbnailPack(upload, made);
}
