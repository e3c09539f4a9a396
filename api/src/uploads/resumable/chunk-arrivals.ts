import type { ChunkListener, StoredFile } from './chunk-writer.js';
import type { ArrivedFile, UploadFile } from './upload-file.js';

/** Progress is recorded at most this often while bytes stream in: a write a second, not one per packet. */
export const PROGRESS_EVERY_MS = 1_000;

/**
 * Files stored whole within this long of each other are recorded and checked together. A chunk of many small files
 * stores one every millisecond or two; recorded one by one, their database writes took the threads the next files'
 * writes wait for, and a folder of 5 000 small files took four times as long as the same bytes in one request.
 */
export const ARRIVALS_GATHERED_MS = 25;

/** What a flush hands the share: how far the upload got, and what is new since the last flush. */
export interface ProgressSnapshot {
  /** Bytes of the upload's sequence passed on to storage so far. */
  receivedBytes: number;
  /** Files that are now stored whole. */
  arrivedFileIds: number[];
  /** The file bytes are streaming into, and how many of them it has. */
  partial?: { id: number; receivedBytes: number };
}

/** Where a chunk's arrivals are recorded and checked. */
export interface ArrivalRecorder {
  /** Records the offset a resumed upload starts from: bytes durably stored. */
  recordOffset(offset: number): Promise<void>;
  /** Records the share's progress; resolves false once the share no longer takes bytes (it ended). */
  recordProgress(snapshot: ProgressSnapshot): Promise<boolean>;
  /** Stores, hashes and checks files that arrived whole; rejects with what stops the upload (a blocked file). */
  check(files: ArrivedFile[]): Promise<void>;
  /** Why the share no longer takes bytes (its 410). */
  gone(): Promise<Error>;
}

/**
 * The arrivals of one chunk request: counts the bytes as they pass and records the share's progress once a
 * second; the moment a file is stored whole, records it (the upload's offset first, so a crash never leaves a
 * file checked that a resumed upload would write again) and has it checked, while the chunk goes on streaming
 * into the next files. A share that ended meanwhile, or a check that fails, stops the chunk (`abort`).
 */
export class ChunkArrivals implements ChunkListener<UploadFile> {
  private position: number;
  private durable: number;
  private recordedOffset: number;
  private recordedPosition: number;
  private arrived: ArrivedFile[] = [];
  /** The file bytes are streaming into. */
  private current: UploadFile | undefined;
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private checking: Promise<void> = Promise.resolve();
  private failure: Error | undefined;
  private closed = false;

  constructor(
    private readonly recorder: ArrivalRecorder,
    offset: number,
    /** Stops the chunk's body: the chunk is refused with this error. */
    private readonly abort: (error: Error) => void,
  ) {
    this.position = offset;
    this.durable = offset;
    this.recordedOffset = offset;
    this.recordedPosition = offset;
  }

  writing(file: UploadFile): void {
    this.current = file;
  }

  passed(bytes: number): void {
    this.position += bytes;
    this.timer ??= setTimeout(() => this.flush(), PROGRESS_EVERY_MS).unref();
  }

  stored(file: UploadFile, offset: number, how: StoredFile): void {
    this.durable = offset;
    this.arrived.push({ ...file, sha256: how.sha256, storedWhole: how.whole });
    // A moment later rather than at once: files that arrive together are recorded and checked together.
    this.soon ??= setTimeout(() => this.flush(), ARRIVALS_GATHERED_MS).unref();
  }

  /**
   * The chunk is over, `reached` being the offset it durably reached: records it, waits for the checks of the files
   * it completed, and resolves what stopped it (or should refuse it), if anything.
   */
  async close(reached: number): Promise<Error | undefined> {
    this.position = reached;
    this.durable = reached;
    this.closed = true;
    this.flush();
    await this.flushing;
    await this.checking;
    return this.failure;
  }

  /** Records what changed since the last flush, one flush at a time. */
  private flush(): void {
    clearTimeout(this.timer);
    clearTimeout(this.soon);
    this.timer = undefined;
    this.soon = undefined;
    this.flushing = this.flushing.then(() => this.record());
  }

  private async record(): Promise<void> {
    if (this.failure) return;
    const arrived = this.arrived;
    const position = this.position;
    // Read once: files may complete while the offset is being written, and their offset is the next flush's.
    const durable = this.durable;
    // Nothing new: the share's deadline moves only with bytes that arrive. A chunk's end can make bytes durable
    // that an earlier flush already counted as passed: their offset is new, and the next chunk starts from it.
    const nothingNew = arrived.length === 0 && position === this.recordedPosition && durable === this.recordedOffset;
    if (nothingNew) return;
    this.arrived = [];
    try {
      if (durable > this.recordedOffset) {
        await this.recorder.recordOffset(durable);
        this.recordedOffset = durable;
      }
      const open = await this.recorder.recordProgress({
        receivedBytes: position,
        arrivedFileIds: arrived.map((file) => file.fileId),
        partial: this.partialFile(position),
      });
      if (!open) {
        // A check of this chunk's files may be what ended the share (a blocked file): its refusal says why.
        await this.checking;
        return this.fail(await this.recorder.gone());
      }
      this.recordedPosition = position;
    } catch (error) {
      return this.fail(error);
    }
    if (arrived.length > 0) this.checking = this.checking.then(() => this.check(arrived));
  }

  private async check(files: ArrivedFile[]): Promise<void> {
    if (this.failure) return;
    try {
      await this.recorder.check(files);
    } catch (error) {
      this.fail(error);
    }
  }

  /** The file the upload's bytes are streaming into, when `position` falls inside it. */
  private partialFile(position: number): ProgressSnapshot['partial'] {
    const file = this.current;
    const inside = file !== undefined && file.start < position && position < file.end;
    return inside ? { id: file.fileId, receivedBytes: position - file.start } : undefined;
  }

  private fail(error: unknown): void {
    this.failure ??= error instanceof Error ? error : new Error(String(error));
    if (!this.closed) this.abort(this.failure);
  }
}
