import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { FolderSweepsRepository } from '../folders/folder-sweeps.repository.js';
import { type FolderRemoval, FoldersService } from '../folders/folders.service.js';
import { JobPages } from '../jobs/job-pages.js';
import { Jobs } from '../jobs/jobs.js';
import { StorageService } from '../storage/storage.service.js';
import { StoredBytes } from '../active-downloads/stored-bytes.js';
import { FolderBytes } from '../folders/folder-bytes.js';
import { DirectOnlyShares } from '../folders/direct-only/direct-only-shares.js';
import { AnswersRepository } from '../file-requests/answers/answers.repository.js';

/** How often expired shares are removed. They answer 410 from the moment they expire regardless. */
const CLEANUP_INTERVAL_MS = 60_000;

/**
 * Stored bytes no share points at are removed once they are this old. An upload in progress (on this
 * instance or on another sharing the bucket) has stored files whose share is only recorded at its end, so a
 * younger object may still be claimed; half a day is far beyond any upload.
 */
export const ORPHAN_GRACE_MS = 12 * 60 * 60 * 1000;
/** How often orphans are looked for besides start-up (listing a whole bucket is not free). */
const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The cleanup's jobs (see Jobs): their names are what logs, metrics and `npm run jobs` show. */
const CLEANUP_JOBS = {
  expiredShares: 'expired-shares',
  orphanFiles: 'orphan-files',
  catchUp: 'cleanup-catch-up',
} as const;

export interface CleanupReport {
  expiredShares: number;
  files: number;
  orphanFiles: number;
}

/**
 * Removes expired shares and their bytes every minute (job `expired-shares`), ending first the shares sent
 * directly only whose sender's page has left. When a process starts it also
 * catches up on everything that expired while the service was down (`cleanup-catch-up`); that and an hourly
 * job (`orphan-files`) remove orphan bytes older than ORPHAN_GRACE_MS: files no share points at, left by
 * uploads cut off by a crash or restart (a multipart upload's share is only recorded once it completed, so an
 * unfinished upload is exactly such an orphan).
 *
 * Bytes a download is still streaming are never deleted under it: the share's rows go (it answers 404 at
 * once) and the bytes on a later run, once the download is over (see StoredBytes). Every job here may run
 * twice, or on two workers at once: each share is removed by one of them, and none fails for the others.
 */
@Injectable()
export class CleanupService implements OnModuleInit {
  private readonly logger = new Logger(CleanupService.name);

  constructor(
    private readonly repository: FolderSweepsRepository,
    private readonly folders: FoldersService,
    private readonly storage: StorageService,
    private readonly bytes: StoredBytes,
    private readonly folderBytes: FolderBytes,
    private readonly directOnly: DirectOnlyShares,
    private readonly answers: AnswersRepository,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
    private readonly pages: JobPages,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: CLEANUP_JOBS.expiredShares, every: CLEANUP_INTERVAL_MS, run: () => this.runScheduled() });
    this.jobs.define({
      name: CLEANUP_JOBS.orphanFiles,
      every: ORPHAN_SWEEP_INTERVAL_MS,
      run: () => this.removeOrphans(),
    });
    this.jobs.define({ name: CLEANUP_JOBS.catchUp, atStartUp: true, run: () => this.catchUp() });
  }

  async catchUp(): Promise<CleanupReport> {
    await this.directOnly.endSendersGone();
    const expired = await this.removeExpired();
    const pending = await this.removePending();
    const orphanFiles = await this.removeOrphans();
    return { expiredShares: expired.expiredShares, files: expired.files + pending, orphanFiles };
  }

  /**
   * The every-minute job: shares sent directly only whose sender's page left are ended (they already answered
   * so), then expired shares are removed, then bytes left for later by earlier runs.
   */
  async runScheduled(): Promise<void> {
    await this.directOnly.endSendersGone();
    await this.removeExpired();
    await this.removePending();
  }

  /**
   * Bytes first, rows after: a run cut off midway (its worker killed) leaves rows of expired shares, which
   * the next run finds and finishes, rather than bytes no row points at, which only the orphan sweep would
   * find half a day later (an object already gone is no error when the next run deletes it again). Shares are
   * read a page at a time (JobPages), and each one's files too, whatever it holds.
   */
  async removeExpired(): Promise<Omit<CleanupReport, 'orphanFiles'>> {
    const now = this.clock.now();
    const report = { expiredShares: 0, files: 0 };
    const pages = this.pages.pages(
      0,
      (afterId, limit) => this.repository.findExpiredAfter(now, afterId, limit),
      (folder) => folder.id,
    );
    for await (const expired of pages) {
      const page: FolderRemoval = { folders: [], files: 0, kept: 0 };
      for (const folder of expired) {
        const bytes = await this.folderBytes.removeFiles(folder.id);
        // Its files' bytes went above: its rows and the objects stored beside them are what is left.
        folder.files = [];
        const removal = await this.folders.remove([folder]);
        // Another process removed it at the same moment.
        if (removal.folders.length === 0) continue;
        page.folders.push(folder);
        page.files += bytes.removed + removal.files;
        page.kept += bytes.kept + removal.kept;
      }
      this.logRemoved(page);
      report.expiredShares += page.folders.length;
      report.files += page.files;
    }
    return report;
  }

  private logRemoved({ folders, files, kept }: FolderRemoval): void {
    if (folders.length === 0) return;
    const codes = folders.map((folder) => folder.code).join(', ');
    this.logger.log(`Removed ${folders.length} expired share(s) [${codes}] and ${files} stored file(s)`);
    if (kept > 0) this.logger.log(`Kept ${kept} stored file(s) of those shares until their downloads end`);
  }

  /** Stored bytes of ended shares that were being downloaded (or failed to delete) on an earlier run. */
  async removePending(): Promise<number> {
    const removed = await this.bytes.removePending();
    if (removed > 0) this.logger.log(`Removed ${removed} stored file(s) of ended shares whose downloads are over`);
    return removed;
  }

  /** Bytes of an upload in progress have no row yet: only objects older than ORPHAN_GRACE_MS are candidates. */
  async removeOrphans(): Promise<number> {
    const storedBefore = new Date(this.clock.now().getTime() - ORPHAN_GRACE_MS);
    // Keys listed first, rows read after: a share recorded meanwhile is then seen as referenced.
    const candidates: string[] = [];
    for await (const key of this.storage.keys(storedBefore)) candidates.push(key);
    if (candidates.length === 0) return 0;
    // Answers to file requests are kept for days: their objects are referenced as much as shares' are.
    const referenced = await this.folderBytes.referencedKeys();
    for (const key of await this.answers.findAllStorageKeys(this.pages.rows)) referenced.add(key);
    const orphans: string[] = [];
    for (const key of candidates) {
      if (!referenced.has(key)) orphans.push(key);
    }
    // An orphan a download is streaming (its share ended meanwhile) is kept until that download is over.
    const { removed } = await this.bytes.remove(orphans);
    if (removed > 0) this.logger.log(`Removed ${removed} orphan stored file(s) (unfinished uploads or leftovers)`);
    return removed;
  }
}
