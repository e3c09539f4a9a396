/**
 * Where an upload's bytes are read from: the picked Files themselves (the page that pressed Share holds
 * them, so sending starts at once), or the pieces kept in IndexedDB (any page or the service worker, after
 * a reload or a closed tab). Either way they are the files laid end to end, as the resumable upload sends
 * them; slicing copies nothing.
 */
import { sliceOfFiles } from '../api/resumable-uploads';
import type { UploadEntry } from '../api/folders';
import type { QueuedUpload } from '../platform/app-database';
import type { KeptBytes, UploadSource } from './upload-queue';

/** The bytes asked for are neither in this page's memory nor kept on the device. */
export class MissingBytesError extends Error {
  constructor() {
    super('The files of this share were not kept on this device.');
    this.name = 'MissingBytesError';
  }
}

/**
 * Bytes as an attempt sends them: UploadBytes, or bytes made as they are read (an end-to-end encrypted
 * upload's ciphertext, lib/encrypted-shares).
 */
export interface SendableBytes {
  readonly from: number;
  slice(start: number, end: number): Blob | Promise<Blob>;
  entries(): UploadEntry[] | Promise<UploadEntry[]>;
}

export interface UploadBytes extends SendableBytes {
  /** The first byte available: 0 in memory; where the kept pieces start otherwise. */
  readonly from: number;
  /** Bytes `start` to `end` (exclusive) of the files laid end to end; MissingBytesError before `from`. */
  slice(start: number, end: number): Blob;
  /** Every file under its path, for a one-request upload; MissingBytesError unless every byte is here. */
  entries(): UploadEntry[];
}

function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function asFile(blob: Blob, path: string, type = blob.type): File {
  return blob instanceof File ? blob : new File([blob], fileNameOf(path), { type });
}

/** The picked files, as they are. */
export function bytesInMemory(sources: readonly UploadSource[]): UploadBytes {
  const blobs = sources.map((source) => source.file);
  return {
    from: 0,
    slice: (start, end) => sliceOfFiles(blobs, start, end),
    entries: () => sources.map((source) => ({ path: source.path, file: asFile(source.file, source.path) })),
  };
}

/** The pieces kept for `upload` (keptBytesOf), read as its files. */
export function bytesOnDevice(upload: Pick<QueuedUpload, 'files'>, kept: KeptBytes): UploadBytes {
  const slice = (start: number, end: number) => {
    if (start < kept.from) throw new MissingBytesError();
    return sliceOfFiles(kept.pieces, start - kept.from, end - kept.from);
  };
  return {
    from: kept.from,
    slice,
    entries: () => {
      if (kept.from > 0) throw new MissingBytesError();
      let start = 0;
      return upload.files.map((file) => {
        const blob = slice(start, start + file.size);
        start += file.size;
        return { path: file.path, file: new File([blob], fileNameOf(file.path), { type: file.type }) };
      });
    },
  };
}
