import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { ShareChanges } from '../changes/share-changes.js';
import { FoldersRepository } from '../folders.repository.js';

/** Opens are written at most this often per instance, each share's added up in one UPDATE. */
const OPEN_FLUSH_INTERVAL_MS = 1_000;

interface Pending {
  count: number;
  lastAt: Date;
}

/**
 * Counts the opens of folders (lookups that answered their contents) without a database write per lookup:
 * they are added up in memory and written once a second (each share's change announced), and once more at
 * shutdown. A crash loses at most the last second's opens, which is acceptable for a count shown to the sender.
 */
@Injectable()
export class OpenCounter implements OnApplicationShutdown {
  private readonly logger = new Logger(OpenCounter.name);
  private pending = new Map<number, Pending>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repository: FoldersRepository,
    private readonly clock: Clock,
    private readonly changes: ShareChanges,
  ) {}

  record(folderId: number): void {
    const entry = this.pending.get(folderId);
    const now = this.clock.now();
    if (entry) {
      entry.count++;
      entry.lastAt = now;
    } else {
      this.pending.set(folderId, { count: 1, lastAt: now });
    }
    this.timer ??= setTimeout(() => void this.flush(), OPEN_FLUSH_INTERVAL_MS).unref();
  }

  /** Writes what was counted so far. Never rejects: a failed write is logged and its counts dropped. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = new Map();
    for (const [folderId, { count, lastAt }] of batch) {
      const written = await this.repository.addOpens(folderId, count, lastAt).then(
        () => true,
        (error: Error) => {
          this.logger.warn(`Could not count opens: ${error.message}`);
          return false;
        },
      );
      // The sender's page shows the count as it grows.
      if (written) await this.changes.changed(folderId);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }
}
