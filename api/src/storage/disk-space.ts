import { statfs } from 'node:fs/promises';
import type { Metrics } from '../metrics/metrics.js';
import { StorageFullException } from './storage-full.exception.js';

/**
 * Below this much free space on the file system of stored files, health reports the storage full: the database
 * still needs room to commit, and the next upload would most likely not fit.
 */
const MIN_FREE_BYTES = 4 * 1024 * 1024;
/**
 * After a write failed for want of space, health reports the storage full this long (unless a later write fits):
 * the failed write's bytes are removed, so free space alone would soon look fine again.
 */
const FULL_AFTER_FAILURE_MS = 60_000;

/** The file system's "no space left" and "disk quota exceeded". */
const OUT_OF_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** What a storage health check finds: it works, or it works but is out of space. */
export type SpaceState = 'up' | 'full';

function isOutOfSpace(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code !== undefined && OUT_OF_SPACE_CODES.has(code);
}

/**
 * Running out of space on local disk, as the server's condition rather than the sender's fault: a write that
 * fails for want of space becomes a 507 (StorageFullException), is counted in metrics, and turns health to
 * `full` for a while; health also turns `full` once free space falls below MIN_FREE_BYTES.
 */
export class DiskSpace {
  private failedAt: number | undefined;

  constructor(
    private readonly directory: string,
    private readonly metrics: Metrics,
  ) {}

  /** The error to pass on for a failed write: a StorageFullException when the disk was full, else `error` itself. */
  refusal(error: unknown): unknown {
    if (!isOutOfSpace(error)) return error;
    this.failedAt = Date.now();
    this.metrics.storageErrors.inc({ kind: 'full' });
    return new StorageFullException(error);
  }

  /** A write fitted: whatever failed before, there is room again. */
  fitted(): void {
    this.failedAt = undefined;
  }

  async state(): Promise<SpaceState> {
    if (this.failedAt !== undefined && Date.now() - this.failedAt < FULL_AFTER_FAILURE_MS) return 'full';
    const { bavail, bsize } = await statfs(this.directory);
    return bavail * bsize < MIN_FREE_BYTES ? 'full' : 'up';
  }
}
