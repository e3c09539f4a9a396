import type { ProgressSnapshot } from './chunk-arrivals.js';
import type { PlannedResumableFile } from './resumable-upload-plan.js';
import type { ResumableUpload } from './resumable-upload.entity.js';
import type { ArrivedFile } from './upload-file.js';

/** What a target is told of each file an upload announces: its path and size. */
export type AnnouncedPath = Pick<PlannedResumableFile, 'filepath' | 'filesize'>;

/** An announced file with the partial object its bytes will fill, generated here, never from the client. */
export type AnnouncedFile<F extends AnnouncedPath = PlannedResumableFile> = F & { storageKey: string };

/** An upload the sweeper removes: its row without the answer it keeps (`share`, a QR image for a share). */
export type AbandonedUpload = Pick<ResumableUpload, 'id' | 'targetId' | 'folderId' | 'receivedBytes' | 'totalBytes'>;

/** A file of the target, as an upload's bytes fill it. */
export interface TargetFile {
  /** The target's own id for the file, handed back in progress snapshots and arrived files. */
  id: number;
  filepath: string;
  /** The partial object its bytes go to: must be the one the upload announced it with. */
  storageKey: string;
}

/**
 * What a resumable upload fills, besides a share: the chunk writer, the write lock, offsets, 413/409/410 and the
 * sweeper are the upload's, while the target records where its files stand and says when it stops taking bytes.
 * `T` is the target as one request sees it (read afresh each time, never from a cache).
 *
 * Methods are called under the upload's write lock (one request at a time per upload), except `abandoned`, which
 * the sweeper calls under it too. Every method may be called again after a crash: each must be idempotent.
 */
export interface UploadTarget<T = unknown> {
  /** Stored in `resumable_uploads.target_kind`: names the implementation that fills an upload's row. */
  readonly kind: string;

  /**
   * The target an upload fills, as it stands now. Rejects with the target's 410 (an ApiException) once it no
   * longer takes bytes: ended, removed or deleted. `upload.targetId` is the id the target gave when it opened.
   */
  current(upload: ResumableUpload): Promise<T>;

  /** The target's files at these paths (any state); a path it lacks is an internal error of the caller's. */
  filesAt(target: T, filepaths: readonly string[]): Promise<TargetFile[]>;

  /**
   * Up to `limit` of the target's files not yet arrived whole (not given to `arrived`), after id `afterId`, in id
   * order, which must be upload order; only empty ones, or only those with bytes, as `empty` says. Lets a request
   * check files an earlier one stored but stopped before checking (a crash).
   */
  arrivingFiles(target: T, page: { afterId: number; limit: number; empty: boolean }): Promise<TargetFile[]>;

  /** Records how far the bytes got (about once a second); resolves false once the target takes no more bytes. */
  recordProgress(target: T, snapshot: ProgressSnapshot): Promise<boolean>;

  /**
   * Files every byte of which is stored: turn their partial objects into stored objects (unless `storedWhole`,
   * StorageService.completePartial), check them and mark them arrived. `recovering`: an earlier request may have
   * done part of this before it stopped. Rejecting with an HttpException refuses the chunk with it (a blocked file:
   * 422); any other rejection is answered with the target's 410 when it ended meanwhile.
   */
  arrived(target: T, files: readonly ArrivedFile[], recovering: boolean): Promise<void>;

  /** Every byte arrived. Called again on later requests (finish, a retried chunk): must do nothing the second time. */
  complete(target: T): Promise<void>;

  /** The target's 410 once it no longer takes bytes (ended or deleted); undefined while it does. */
  gone(target: T): Promise<Error | undefined>;

  /** The client said it is done and every byte arrived (once: asking again only answers). */
  finish(target: T, ownerId: number | null): Promise<void>;

  /**
   * What POST /api/resumable-uploads/{id}/finish answers, the first time and whenever asked again (a response lost on
   * the way), even once the target ended.
   */
  answer(upload: ResumableUpload): Promise<object>;

  /** The client cancelled before every byte arrived: the target ends as stopped. Its partial objects go afterwards. */
  stopped(target: T): Promise<void>;

  /**
   * Nothing arrived for UPLOAD_ABANDONED_AFTER_MINUTES and the sweeper removes the upload (its rows and partial
   * objects, after this resolves), whether or not every byte had arrived. A rejection leaves the upload for the
   * next sweep.
   */
  abandoned(upload: AbandonedUpload): Promise<void>;
}

/** A target just opened for a new upload. */
interface OpenedTarget {
  /** Stored in `resumable_uploads.target_id` (a share's id goes to `folder_id`). */
  targetId: string;
  /** Kept on the upload's row (`resumable_uploads.share`) for `answer`: what only the opening knew; null for nothing. */
  kept: string | null;
  /** The upload's row could not be written: nothing will fill the target, which must not wait for bytes. */
  undo(): Promise<void>;
}

/**
 * A new upload for a registered target (ResumableUploadsService.openUpload). The files' paths and sizes are checked
 * by the caller (its own limits); their bytes are then sent laid end to end in this order.
 */
export interface TargetOpening<B extends object, F extends AnnouncedPath = AnnouncedPath> {
  kind: string;
  files: readonly F[];
  /** Records the target with these files, each with the partial object its bytes fill. */
  open(files: readonly AnnouncedFile<F>[]): Promise<OpenedTarget>;
  /** What the announcement answers besides the upload's own fields, once its empty files have arrived. */
  body(upload: ResumableUpload): Promise<B>;
}

/** The kind of the targets that are shares: their uploads keep `target_kind` null and point at `folder_id`. */
export const FOLDER_TARGET_KIND = 'folder';

/**
 * Whether the upload's target exists already: always, but for an upload announced before shares opened at once,
 * whose share is made when a chunk or finish next needs it (not by a status request or a cancel).
 */
export function hasTarget(upload: ResumableUpload): boolean {
  return upload.targetKind !== null || upload.folderId !== null;
}
