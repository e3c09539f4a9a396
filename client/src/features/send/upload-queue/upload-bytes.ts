/**
 * Where an upload's bytes are read from: the picked Files themselves (the page that pressed Share holds
 * them, so sending starts at once), or the pieces kept in IndexedDB (any page or the service worker, after
 * a reload or a closed tab). Either way they are the files laid end to end, as the resumable upload sends
 * them; slicing copies nothing.
 */
import { sliceOfFiles } from '../../../lib/api/resumable-uploads';
import type { KeptBytes, UploadSource } from './upload-queue';

export const MISSING_BYTES_MESSAGE = 'The files of this share were not kept on this device.';

/** The bytes asked for are neither in this page's memory nor kept on the device. */
export class MissingBytesError extends Error {
  constructor() {
    super(MISSING_BYTES_MESSAGE);
    this.name = 'MissingBytesError';
  }
}

/**
 * Bytes as an attempt sends them: UploadBytes, or bytes made as they are read (an end-to-end encrypted
 * upload's ciphertext, sealed-upload.ts).
 */
export interface SendableBytes {
  readonly from: number;
  slice(start: number, end: number): Blob | Promise<Blob>;
}

export interface UploadBytes extends SendableBytes {
  /** The first byte available: 0 in memory; where the kept pieces start otherwise. */
  readonly from: number;
  /** Bytes `start` to `end` (exclusive) of the files laid end to end; MissingBytesError before `from`. */
  slice(start: number, end: number): Blob;
}

/** The picked files, as they are. */
export function bytesInMemory(sources: readonly UploadSource[]): UploadBytes {
  const blobs = sources.map((source) => source.file);
  return { from: 0, slice: (start, end) => sliceOfFiles(blobs, start, end) };
}

/** The pieces kept for an upload (keptBytesOf), read as its files laid end to end. */
export function bytesOnDevice(kept: KeptBytes): UploadBytes {
  return {
    from: kept.from,
    slice: (start, end) => {
      if (start < kept.from) throw new MissingBytesError();
      return sliceOfFiles(kept.pieces, start - kept.from, end - kept.from);
    },
  };
}
