/**
 * The thumbnail pack of an end-to-end encrypted share: one hidden file holding a small picture of each photo and
 * video, made by the sender's browser. It is a row of slots of one size, slot i holding the thumbnail of the
 * i-th file the manifest's `thumbnails.of` names:
 *
 *   slot   | length (uint32, big-endian) | picture (length bytes) | zeros to the end of the slot |
 *
 * A length of 0 is "no thumbnail" (a file no browser could draw), so a pack of zeros is a valid pack without any.
 * Equal slots hide each picture's size, and give the pack a size known before any picture is made: the share
 * announces every size at once (docs/instant-share.md). The pack is encrypted as any file, under a key derived
 * from its own file id, so the manifest's key commitment binds it as it binds the files.
 */
import { isFileId } from '../core/keyring';

/** Where the manifest says the pack is and what it holds. */
export interface ThumbnailIndex {
  /** The pack's file id: its key is derived from it, as a file's is. */
  id: string;
  /** Bytes per slot. */
  slot: number;
  /** The file ids whose thumbnails the slots hold, in slot order. */
  of: string[];
}

/** A 320 px WebP at quality 0.7 takes 5 to 20 KiB; one that does not fit is made smaller (make-thumbnail.ts). */
export const THUMBNAIL_SLOT_BYTES = 24 * 1024;
const SLOT_UNIT = 1024;
/** Slots stay within one record's plaintext, so one slot needs at most two records fetched. */
const MAX_SLOT_BYTES = 64 * 1024;
const LENGTH_BYTES = 4;

/** The most picture bytes a slot holds. */
export function slotCapacity(slot: number): number {
  return slot - LENGTH_BYTES;
}

export function thumbnailPackSize(index: { slot: number; of: readonly unknown[] }): number {
  return index.slot * index.of.length;
}

/** The pack's bytes `start` to `end` that hold slot `position`. */
export function slotRange(slot: number, position: number): { start: number; end: number } {
  return { start: position * slot, end: (position + 1) * slot };
}

/** The slot holding `picture` (null: none), zero-padded; RangeError when it does not fit. */
export function thumbnailSlot(slot: number, picture: Uint8Array | null): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(slot);
  if (!picture) return bytes;
  if (picture.length > slotCapacity(slot)) throw new RangeError(`A thumbnail of ${picture.length} bytes does not fit`);
  new DataView(bytes.buffer).setUint32(0, picture.length);
  bytes.set(picture, LENGTH_BYTES);
  return bytes;
}

/** The picture a slot holds, or null: none, or a length the slot cannot hold (a sender's mistake or malice). */
export function pictureInSlot(slotBytes: Uint8Array): Uint8Array | null {
  if (slotBytes.length < LENGTH_BYTES) return null;
  const length = new DataView(slotBytes.buffer, slotBytes.byteOffset, slotBytes.byteLength).getUint32(0);
  if (length === 0 || length > slotBytes.length - LENGTH_BYTES) return null;
  return slotBytes.subarray(LENGTH_BYTES, LENGTH_BYTES + length);
}

function isSlotSize(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= SLOT_UNIT &&
    value <= MAX_SLOT_BYTES &&
    value % SLOT_UNIT === 0
  );
}

/**
 * The manifest's `thumbnails` as written, checked against its files' ids: undefined when anything is off (a slot
 * size out of range, an id that is no file's or named twice, the pack's id being a file's), which makes the whole
 * manifest tampered, as any other broken rule does.
 */
export function parseThumbnailIndex(value: unknown, fileIds: ReadonlySet<string>): ThumbnailIndex | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { id, slot, of } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !isFileId(id) || fileIds.has(id)) return undefined;
  if (!isSlotSize(slot) || !Array.isArray(of) || of.length === 0) return undefined;
  const named = new Set<string>();
  for (const fileId of of as unknown[]) {
    if (typeof fileId !== 'string' || !fileIds.has(fileId) || named.has(fileId)) return undefined;
    named.add(fileId);
  }
  return { id, slot, of: [...named] };
}
