import { createHash } from 'node:crypto';
import type { StorageService } from '../../storage/storage.service.js';
import { ChunkInterruptedError } from './chunk-errors.js';
import type { ChunkListener, PlacedFile } from './chunk-writer.js';

/**
 * A file no larger than this, whose every byte one chunk carries, is held until its last byte and stored in one
 * step (StorageService.storeWhole) rather than appended and then completed: a folder of small files is bound by
 * each file's disk calls, not by its bytes.
 */
export const WHOLE_FILE_BYTES = 256 * 1024;

/**
 * Whole files being stored at once. Each waits for its own flush; the device serves several together, and the
 * storage gathers their directory entries into one flush, so a folder of small files goes several times faster.
 */
export const WHOLE_FILES_IN_FLIGHT = 8;

/**
 * The whole files of one chunk being stored, several at a time. The listener hears of each in the upload's order
 * as soon as it and every file before it are stored, whether or not the body goes on (a sender's slow uplink must
 * not hold back files already stored), so the offset it records never passes a file not yet durable. The first
 * that fails stops the chunk at that file's start (ChunkInterruptedError); those after it are not told, and are
 * written again when the upload resumes.
 */
export class WholeFileStores<F extends PlacedFile> {
  /** Each file's telling, in order: resolves once it was told, or skipped. */
  private readonly telling: Promise<void>[] = [];
  private last: Promise<void> = Promise.resolve();
  private failure: ChunkInterruptedError | undefined;
  private stopped = false;

  constructor(
    private readonly storage: StorageService,
    private readonly listener: ChunkListener<F>,
  ) {}

  /** Starts storing `file`, every byte of which is `bytes`; waits while WHOLE_FILES_IN_FLIGHT are being stored. */
  async add(file: F, bytes: Buffer[]): Promise<void> {
    this.throwIfFailed();
    const hash = createHash('sha256');
    for (const piece of bytes) hash.update(piece);
    const sha256 = hash.digest('hex');
    const stored = this.storage.storeWhole(file.storageKey, bytes);
    // Its failure is read in its turn, below.
    stored.catch(() => undefined);
    this.last = this.last.then(async () => {
      try {
        await stored;
      } catch (error) {
        this.failure ??= new ChunkInterruptedError(file.start, error);
      }
      if (this.failure || this.stopped) return;
      this.listener.stored(file, file.start + file.filesize, { sha256, whole: true });
    });
    this.telling.push(this.last);
    if (this.telling.length >= WHOLE_FILES_IN_FLIGHT) await this.telling.shift();
    this.throwIfFailed();
  }

  /** Waits until every file started is stored and told. */
  async drain(): Promise<void> {
    await this.last;
    this.telling.length = 0;
    this.throwIfFailed();
  }

  /** Waits for the files still being stored, telling no more: the chunk stopped. */
  async abandon(): Promise<void> {
    this.stopped = true;
    await this.last;
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}
