import type { StagedFile } from './chunk-writer.js';

/** A file of a resumable upload, placed in the upload's byte sequence, with the target's file its bytes fill. */
export interface UploadFile extends StagedFile {
  /** The target's file (a share's: folder_files.id). */
  fileId: number;
  filepath: string;
  /** Offset of its first byte in the upload's sequence, and of the byte after its last. */
  start: number;
  end: number;
}

/** A file whose every byte is stored, with its SHA-256 when it was computed as the bytes passed. */
export interface ArrivedFile extends UploadFile {
  sha256?: string;
  /** Stored as its object already (StorageService.storeWhole), not left as a partial object to complete. */
  storedWhole?: boolean;
}
