import { HttpException, Injectable } from '@nestjs/common';
import { ShareChanges } from '../folders/changes/share-changes.js';
import { parseFolderRef } from '../folders/codes/folder-ref.js';
import type { FolderProgressDto } from '../folders/progress/dto/folder-progress.dto.js';
import { ArrivalProgressService } from '../folders/progress/arrival-progress.service.js';
import { UnknownFolderLinkException } from '../folders/unknown-folder.exception.js';
import { FAILED_LOOKUPS, FailedLookupLimiter } from '../http/rate-limit/failed-lookup-limiter.js';
import { tooManyRequests } from '../http/rate-limit/too-many-requests.js';

/** A share a recipient's page shows, as the page last saw it. */
export interface WatchedShare {
  link: string;
  /** The ETag of the progress the page has; absent, the first look answers. */
  etag?: string;
  /** A protected share's grant (its password lookup handed it out). */
  grant?: string;
}

/**
 * What changed for one watched share: its progress now, or the status and body its progress route answers
 * instead (ended: 410 with the reason; a protected share without a valid grant: 401).
 */
export type ShareChange =
  { link: string; etag: string; progress: FolderProgressDto } | { link: string; status: number; error: object };

/**
 * How often a watch looks again without a change announced: what no event marks happens on a clock (a share
 * expiring, a direct-only share's sender gone past its grace), and an announcement may be lost.
 */
const WATCH_RECHECK_MS = 5_000;

/**
 * Recipients' pages watch the shares they show through the device's one live poll, instead of polling each
 * share's progress: the watch answers as soon as any of them changed (ShareChanges wakes it; it looks again every
 * WATCH_RECHECK_MS too), with what the progress route would have answered for each that did.
 */
@Injectable()
export class LiveWatches {
  constructor(
    private readonly progress: ArrivalProgressService,
    private readonly changes: ShareChanges,
    private readonly failedLookups: FailedLookupLimiter,
  ) {}

  /** The changes to `watched` within `waitMs`; none when nothing changed or `signal` aborted. */
  async next(
    watched: readonly WatchedShare[],
    client: string,
    waitMs: number,
    signal: AbortSignal,
  ): Promise<ShareChange[]> {
    const deadline = performance.now() + waitMs;
    let folderIds: number[] = [];
    const first = await this.look(watched, client, (ids) => (folderIds = ids));
    if (first.length > 0 || watched.length === 0) return first;
    // Listening starts before the next look, so a change in between is not missed.
    const listener = this.changes.listen(folderIds);
    try {
      for (;;) {
        const left = deadline - performance.now();
        if (left <= 0 || signal.aborted) return [];
        await listener.next(Math.min(WATCH_RECHECK_MS, left), signal);
        if (signal.aborted) return [];
        const changed = await this.look(watched, client);
        if (changed.length > 0) return changed;
      }
    } finally {
      listener.close();
    }
  }

  /** Every watched share whose answer differs from what its page has; `onIds` hears the shares' ids. */
  private async look(
    watched: readonly WatchedShare[],
    client: string,
    onIds?: (folderIds: number[]) => void,
  ): Promise<ShareChange[]> {
    const changes: ShareChange[] = [];
    const ids: number[] = [];
    for (const { link, etag, grant } of watched) {
      try {
        const ref = parseFolderRef(link);
        if (ref?.kind !== 'link') throw new UnknownFolderLinkException();
        const answer = await this.progress.progressOf(ref, grant, etag);
        ids.push(answer.folderId);
        if (answer.progress) changes.push({ link, etag: answer.etag, progress: answer.progress });
      } catch (error) {
        if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
        if (error instanceof UnknownFolderLinkException) {
          const blocked = await this.failedLookups.recordFailure('key', client);
          if (blocked > 0) throw tooManyRequests(blocked, FAILED_LOOKUPS.key);
        }
        const body = error.getResponse();
        const answer = typeof body === 'string' ? { statusCode: error.getStatus(), message: body } : body;
        changes.push({ link, status: error.getStatus(), error: answer });
      }
    }
    onIds?.(ids);
    return changes;
  }
}
