/**
 * Reading an encrypted share's thumbnails from its pack (thumbnail-pack.ts) in the recipient's
 * browser: a tile asks for its file's slot, and only the 64 KiB records holding that slot are fetched (an HTTP
 * Range on the stored ciphertext), authenticated and decrypted here; a record holds a few slots, so neighbouring
 * tiles share its fetch. A picture is handed out only when its bytes start as a WebP or JPEG does, typed by them,
 * never by anything the sender claims.
 */
import {
  ciphertextSize,
  decryptRecord,
  RECORD_CIPHERTEXT_BYTES,
  recordCount,
  recordsForRange,
  type ShareKeyring,
} from '../core';
import { pictureInSlot, slotRange, type ThumbnailIndex, thumbnailPackSize } from './thumbnail-pack';

/** The ciphertext bytes `start` to `end` (exclusive) of the pack's stored object. */
export type FetchCiphertextRange = (url: string, start: number, end: number) => Promise<Uint8Array>;

export interface ThumbnailPackAccess {
  keyring: ShareKeyring;
  index: ThumbnailIndex;
  /** The pack's stored object. */
  url: string;
}

export interface ThumbnailReader {
  /** Whether the pack has a slot for the file. */
  has(fileId: string): boolean;
  /**
   * The file's thumbnail, or null when it has none. Rejects when the records cannot be fetched or were altered. A
   * record's fetch is shared by the tiles it serves, so a tile that goes away lets it finish rather than abort it.
   */
  picture(fileId: string): Promise<Blob | null>;
}

/** Decrypted records kept for neighbouring tiles: a screenful of tiles needs a dozen (at most 1 MiB here). */
const KEPT_RECORDS = 16;

async function fetchRange(url: string, start: number, end: number): Promise<Uint8Array> {
  const response = await fetch(url, { headers: { Range: `bytes=${start}-${end - 1}` } });
  // A server that ignored the range sends the object from its start: usable only when that is where the range is.
  if (response.status !== 206 && !(response.status === 200 && start === 0)) {
    throw new Error(`The thumbnails could not be fetched (status ${response.status})`);
  }
  return new Uint8Array(await response.arrayBuffer()).subarray(0, end - start);
}

/** The picture's type by its first bytes: WebP or JPEG, the only ones a sender's page makes; else none. */
function pictureType(bytes: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export function thumbnailReader(
  { keyring, index, url }: ThumbnailPackAccess,
  fetchCiphertext: FetchCiphertextRange = fetchRange,
): ThumbnailReader {
  const positions = new Map(index.of.map((fileId, position) => [fileId, position]));
  const size = thumbnailPackSize(index);
  const lastRecord = recordCount(size) - 1;
  const fileKey = keyring.fileKey(index.id);
  const records = new Map<number, Promise<Uint8Array>>();

  const record = (number: number): Promise<Uint8Array> => {
    const known = records.get(number);
    if (known) {
      // Most recently used last: the first in the map is the one to let go.
      records.delete(number);
      records.set(number, known);
      return known;
    }
    const start = number * RECORD_CIPHERTEXT_BYTES;
    const end = Math.min(start + RECORD_CIPHERTEXT_BYTES, ciphertextSize(size));
    const decrypted = fetchCiphertext(url, start, end).then(async (ciphertext) =>
      decryptRecord(await fileKey, number, number === lastRecord, new Uint8Array(ciphertext)),
    );
    records.set(number, decrypted);
    // A failed fetch is not kept: the next tile to ask tries again.
    decrypted.catch(() => {
      if (records.get(number) === decrypted) records.delete(number);
    });
    while (records.size > KEPT_RECORDS) records.delete(records.keys().next().value!);
    return decrypted;
  };

  return {
    has: (fileId) => positions.has(fileId),
    picture: async (fileId) => {
      const position = positions.get(fileId);
      if (position === undefined) return null;
      const { start, end } = slotRange(index.slot, position);
      const span = recordsForRange(size, start, end);
      const parts: Uint8Array[] = [];
      for (let number = span.firstRecord; number <= span.lastRecord; number += 1) {
        parts.push(await record(number));
      }
      const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
      parts.reduce((at, part) => (joined.set(part, at), at + part.length), 0);
      const picture = pictureInSlot(joined.subarray(span.skip, span.skip + span.length));
      const type = picture && pictureType(picture);
      return picture && type ? new Blob([picture.slice()], { type }) : null;
    },
  };
}
