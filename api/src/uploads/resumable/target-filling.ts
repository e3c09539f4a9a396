import { HttpException } from '@nestjs/common';
import { ApiException } from '../../errors/api-exception.js';
import type { Clock } from '../../common/clock.js';
import type { JobPages } from '../../jobs/job-pages.js';
import type { ArrivalRecorder } from './chunk-arrivals.js';
import type { ResumableUpload } from './resumable-upload.entity.js';
import type { PlacedUploadFile, ResumableUploadsRepository } from './resumable-uploads.repository.js';
import type { ArrivedFile, UploadFile } from './upload-file.js';
import type { TargetFile, UploadTarget } from './upload-target.js';

const TARGET_DELETED_MESSAGE = "This upload's share has ended and was deleted; it takes no more bytes.";

/** The 410 of a target that is gone without saying why (its row deleted). */
export function targetDeleted(): ApiException {
  return new ApiException('upload_share_deleted', TARGET_DELETED_MESSAGE);
}

/** What a filling reads and writes besides its target. */
export interface FillingTools {
  repository: ResumableUploadsRepository;
  pages: JobPages;
  clock: Clock;
}

/**
 * One request's work on the target an upload fills, whatever its kind: which target file each of the upload's
 * bytes goes to, the checks a crash left undone, and where a chunk's arrivals are recorded. The target was read
 * once, at the request's start (UploadTarget.current), and is passed back to it as it was then.
 */
export class TargetFilling<T = unknown> {
  constructor(
    readonly upload: ResumableUpload,
    readonly target: UploadTarget<T>,
    readonly current: T,
    private readonly tools: FillingTools,
  ) {}

  /**
   * The upload's files from the one byte `offset` falls in to the last, each with the target's file it fills:
   * read a page at a time (JobPages) as the caller goes on, never the whole upload at once.
   */
  async *filesFrom(offset: number): AsyncGenerator<UploadFile> {
    for await (const page of this.placedFrom(offset)) {
      const files = await this.target.filesAt(
        this.current,
        page.map((file) => file.filepath),
      );
      yield* this.matched(page, files);
    }
  }

  /** The pages of the upload's files that end after byte `offset`, in byte-sequence order. */
  private placedFrom(offset: number): AsyncGenerator<PlacedUploadFile[]> {
    const { repository, pages } = this.tools;
    return pages.pages(
      -1,
      (afterPosition, limit) => repository.findPlacedEndingAfter(this.upload.id, offset, afterPosition, limit),
      (file) => file.position,
    );
  }

  /**
   * Checks what has arrived and is not checked yet: empty files (when the upload is announced), and what an
   * earlier request for the upload left undone when it stopped (a crash, an outage): files below the upload's
   * recorded offset, and a target all of whose bytes are here but not recorded complete. Reads the target's files
   * still arriving a page at a time, in upload order, and stops at the first one the offset has not reached.
   */
  async settle(): Promise<void> {
    // An empty file has all of its (no) bytes from the start, wherever it falls in the sequence.
    await this.settleArriving(true);
    if (await this.firstArrivingReached()) await this.settleArriving(false);
    if (this.upload.receivedBytes === this.upload.totalBytes) await this.target.complete(this.current);
  }

  /**
   * Whether the offset has reached the first file with bytes still arriving. Files left unchecked below the offset
   * come first in upload order, so when it has not (every chunk but the one after a crash), nothing waits, and one
   * row was read rather than a page.
   */
  private async firstArrivingReached(): Promise<boolean> {
    const [first] = await this.target.arrivingFiles(this.current, { afterId: 0, limit: 1, empty: false });
    if (!first) return false;
    const [placed] = await this.tools.repository.findPlacedAt(this.upload.id, [first.filepath]);
    return placed !== undefined && placed.start + placed.filesize <= this.upload.receivedBytes;
  }

  private async settleArriving(empty: boolean): Promise<void> {
    const pages = this.tools.pages.pages(
      0,
      (afterId, limit) => this.target.arrivingFiles(this.current, { afterId, limit, empty }),
      (file) => file.id,
    );
    for await (const page of pages) {
      const placed = await this.tools.repository.findPlacedAt(
        this.upload.id,
        page.map((file) => file.filepath),
      );
      const files = this.matched(placed, page);
      const arrived = empty ? files : files.filter((file) => file.end <= this.upload.receivedBytes);
      await this.target.arrived(this.current, arrived, true);
      if (arrived.length < files.length) return;
    }
  }

  /**
   * The upload's placed files, each with the target's file at its path: the same partial object, or the target was
   * not opened for this upload (500, never bytes written into another target's files).
   */
  private matched(placed: readonly PlacedUploadFile[], files: readonly TargetFile[]): UploadFile[] {
    const byPath = new Map(files.map((file) => [file.filepath, file]));
    return placed.map(({ storageKey, filesize, filepath, start }) => {
      const file = byPath.get(filepath);
      if (!file || file.storageKey !== storageKey)
        throw new ApiException('internal_error', `The target of upload ${this.upload.id} lacks ${filepath}.`);
      return { storageKey, filesize, filepath, fileId: file.id, start, end: start + filesize };
    });
  }

  /** Where one chunk request records the upload's progress and has its files checked. */
  recorder(): ArrivalRecorder {
    const { repository, clock } = this.tools;
    return {
      recordOffset: (offset) => repository.recordReceived(this.upload.id, offset, clock.now()),
      recordProgress: (snapshot) => this.target.recordProgress(this.current, snapshot),
      check: (files) => this.check(files),
      gone: async () => (await this.target.gone(this.current)) ?? targetDeleted(),
    };
  }

  /**
   * Checks arrived files; a check that fails because the target ended meanwhile (its bytes deleted under it) says
   * so, rather than how the storage failed. A refusal of the checks' own (a blocked file) stands.
   */
  private async check(files: ArrivedFile[]): Promise<void> {
    try {
      await this.target.arrived(this.current, files, false);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw (await this.target.gone(this.current)) ?? error;
    }
  }
}
