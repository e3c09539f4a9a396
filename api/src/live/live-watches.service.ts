import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ShareChanges } from '../folders/changes/share-changes.js';
import { parseFolderRef } from '../folders/codes/folder-ref.js';
import { UnknownFolderLinkException } from '../folders/unknown-folder.exception.js';
import type { FolderStateDto } from '../folders/dto/folder-state.dto.js';
import { FolderManagementService } from '../sender-control/folder-management.service.js';
import type { FolderProgressDto } from '../arrivals/progress/dto/folder-progress.dto.js';
import { ArrivalProgressService } from '../arrivals/progress/arrival-progress.service.js';
import { FailedLookupLimiter } from '../http/rate-limit/failed-lookup-limiter.js';
import type { Poller } from './poller.js';
import { type Refusal, refusalOf } from './refusal.js';
import { WatchTiming } from './watch-timing.js';

/** A share a recipient's page shows, as the page last saw it. */
export interface WatchedShare {
  link: string;
  /** The ETag of the progress the page has; absent, the first look answers. */
  etag?: string;
  /** A protected share's grant (its password lookup handed it out). */
  grant?: string;
}

/** A share whose state a sender's page shows, as the page last saw it. */
export interface ManagedShare {
  code: string;
  /** Absent: the poller's account must own the share. */
  manageKey?: string;
  /** The ETag of the state the page has; absent, the first look answers. */
  etag?: string;
}

/**
 * What changed for one watched share: its progress now, or the status and body its progress route answers
 * instead (ended: 410 with the reason; a protected share without a valid grant: 401).
 */
export type ShareChange = { link: string } & ({ etag: string; progress: FolderProgressDto } | Refusal);

/** What changed for one managed share: its state now, or the status and body its state route answers instead. */
export type StateChange = { code: string } & ({ etag: string; state: FolderStateDto } | Refusal);

/** The changes one look found. */
export interface WatchedChanges {
  changes: ShareChange[];
  states: StateChange[];
}

/** What a watch answers when nothing changed (never written to). */
export const NO_CHANGES: Readonly<WatchedChanges> = { changes: [], states: [] };

/** A state's ETag: the state itself decides, as the page compares nothing else. */
function stateTag(state: FolderStateDto): string {
  return `W/"${createHash('sha256').update(JSON.stringify(state)).digest('base64url').slice(0, 22)}"`;
}

/**
 * Pages watch the shares they show through the device's one live poll, instead of polling each: a recipient's
 * page its share's progress, a sender's page its shares' state. The watch answers as soon as any of them changed
 * (ShareChanges wakes it; it looks again every WatchTiming.recheckMs too), with what the share's own route would
 * have answered for each that did.
 */
@Injectable()
export class LiveWatches {
  constructor(
    private readonly progress: ArrivalProgressService,
    private readonly management: FolderManagementService,
    private readonly changes: ShareChanges,
    private readonly failedLookups: FailedLookupLimiter,
    private readonly timing: WatchTiming,
  ) {}

  /** The changes to `watched` and `managed` within `waitMs`; none when nothing changed or `signal` aborted. */
  async next(
    watched: readonly WatchedShare[],
    managed: readonly ManagedShare[],
    poller: Poller,
    waitMs: number,
    signal: AbortSignal,
  ): Promise<WatchedChanges> {
    const deadline = performance.now() + waitMs;
    const folderIds = new Set<number>();
    const first = await this.look(watched, managed, poller, folderIds);
    if (hasAny(first) || (watched.length === 0 && managed.length === 0)) return first;
    // Listening starts before the next look, so a change in between is not missed.
    const listener = this.changes.listen([...folderIds]);
    try {
      for (;;) {
        const left = deadline - performance.now();
        if (left <= 0 || signal.aborted) return NO_CHANGES;
        const woken = await listener.next(Math.min(this.timing.recheckMs, left), signal);
        if (signal.aborted || (!woken && left <= this.timing.recheckMs)) return NO_CHANGES;
        const changed = await this.look(watched, managed, poller, new Set());
        if (hasAny(changed)) return changed;
      }
    } finally {
      listener.close();
    }
  }

  /** Every share whose answer differs from what its page has; `folderIds` gathers the ids to listen to. */
  private async look(
    watched: readonly WatchedShare[],
    managed: readonly ManagedShare[],
    poller: Poller,
    folderIds: Set<number>,
  ): Promise<WatchedChanges> {
    const found: WatchedChanges = { changes: [], states: [] };
    for (const { link, etag, grant } of watched) {
      const change = await this.answerOf(poller, async () => {
        const ref = parseFolderRef(link);
        if (ref?.kind !== 'link') throw new UnknownFolderLinkException();
        const answer = await this.progress.progressOf(ref, grant, etag);
        folderIds.add(answer.folderId);
        return answer.progress && { etag: answer.etag, progress: answer.progress };
      });
      if (change) found.changes.push({ link, ...change });
    }
    for (const { code, manageKey, etag } of managed) {
      const change = await this.answerOf(poller, async () => {
        const { folderId, state } = await this.management.watchedState(code, { manageKey, ownerId: poller.ownerId });
        if (folderId !== undefined) folderIds.add(folderId);
        const tag = stateTag(state);
        return tag === etag ? undefined : { etag: tag, state };
      });
      if (change) found.states.push({ code, ...change });
    }
    return found;
  }

  /**
   * What `lookUp` found, or the refusal it threw as the share's route would answer it. An unknown link or
   * management key counts against the poller's budget of failed lookups, as on those routes.
   */
  private async answerOf<T extends object>(
    poller: Poller,
    lookUp: () => Promise<T | undefined>,
  ): Promise<T | Refusal | undefined> {
    try {
      return await lookUp();
    } catch (error) {
      return refusalOf(error, this.failedLookups, poller.client);
    }
  }
}

function hasAny({ changes, states }: WatchedChanges): boolean {
  return changes.length > 0 || states.length > 0;
}
