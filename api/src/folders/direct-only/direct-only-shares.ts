import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppConfig } from '../../config/app-config.js';
import { FolderCache } from '../folder-cache.js';
import type { Folder } from '../folder.entity.js';
import { FoldersRepository } from '../folders.repository.js';
import { SenderPresence } from './sender-presence.js';

/**
 * The most often one process records that a direct-only share's sender page is there: its polls renew the relay's
 * presence every second, but the database needs to hear of it only a few times within the grace.
 */
const SEEN_EVERY_MS = 10_000;
/** Above this many remembered writes, those too old to matter are forgotten. */
const REMEMBERED_WRITES = 1_000;

/**
 * The life of shares sent directly only (docs/direct-transfer.md#send-directly-only), beside their ending
 * (FolderEndings.reasonOf): whether the sender's page is there now (direct transfer's relay: in this process, or
 * in Redis for every instance), recording in the share's row when that page was last seen (so every instance, and
 * one restarted meanwhile, agrees on when it left), and ending the shares whose page has been gone longer than
 * DIRECT_ONLY_GRACE_SECONDS. The grace lets a dropped connection, a phone's network change or a restart of the API
 * pass without ending the share.
 */
@Injectable()
export class DirectOnlyShares {
  private readonly logger = new Logger(DirectOnlyShares.name);
  private readonly graceMs: number;
  private readonly seenEveryMs: number;
  /** When this process last recorded each share's sender as seen (the clock's milliseconds). */
  private readonly recorded = new Map<number, number>();

  constructor(
    private readonly repository: FoldersRepository,
    private readonly presence: SenderPresence,
    private readonly cache: FolderCache,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.graceMs = config.directTransfer.directOnlyGraceMs;
    // Several times within the grace, so that a late write or two never lets it pass.
    this.seenEveryMs = Math.min(SEEN_EVERY_MS, Math.floor(this.graceMs / 3));
  }

  /** Whether a page of the share's sender is serving it now; null for a share that is not sent directly only. */
  async senderPresent(folder: Pick<Folder, 'id' | 'directOnly'>): Promise<boolean | null> {
    return folder.directOnly ? this.presence.isSenderPresent(folder.id) : null;
  }

  /**
   * The sender's page polls for a direct-only share's recipients now: the share lives on. Written to its row at
   * most every few seconds by this process; never for a share whose page had been gone past the grace already.
   */
  async seen(folder: Pick<Folder, 'id' | 'code' | 'linkKey' | 'directOnly'>): Promise<void> {
    if (!folder.directOnly) return;
    const now = this.clock.now();
    const last = this.recorded.get(folder.id);
    if (last !== undefined && now.getTime() - last < this.seenEveryMs) return;
    this.forgetOldWrites(now.getTime());
    this.recorded.set(folder.id, now.getTime());
    await this.repository.recordSenderSeen(folder.id, now, new Date(now.getTime() - this.graceMs));
    this.cache.invalidate(folder);
  }

  /**
   * Records the ending of every direct-only share whose sender's page has been gone past the grace (it already
   * answers as ended: this makes it expire, so cleanup removes it and its code is free again). The cleanup's
   * every-minute job; any instance, any number of times.
   */
  async endSendersGone(): Promise<number> {
    const now = this.clock.now();
    const gone = await this.repository.endSendersGone(new Date(now.getTime() - this.graceMs), now);
    for (const folder of gone) this.cache.invalidate(folder);
    if (gone.length > 0)
      this.logger.log(
        `Ended ${gone.length} share(s) sent directly only whose sender's page left [${gone.map((folder) => folder.code).join(', ')}]`,
      );
    return gone.length;
  }

  private forgetOldWrites(now: number): void {
    if (this.recorded.size < REMEMBERED_WRITES) return;
    for (const [folderId, at] of this.recorded) if (now - at >= this.seenEveryMs) this.recorded.delete(folderId);
  }
}
