import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppConfig, type ScanSettings } from '../config/app-config.js';
import { FolderEndings } from '../folders/endings/folder-endings.js';
import type { FolderFile } from '../folders/folder-file.entity.js';
import type { Folder } from '../folders/folder.entity.js';
import { FoldersService } from '../folders/folders.service.js';
import { SCANNING_QUEUE } from '../jobs/job-definition.js';
import { Jobs } from '../jobs/jobs.js';
import { StorageService, StoredObjectNotFoundError } from '../storage/storage.service.js';
import { ClamdScanner, ScannerUnreachableError, type Verdict } from './clamd-scanner.js';
import type { ScanFinding } from './scan-state.js';

const SCAN_SHARE_JOB = 'scan-share';
const SCAN_SWEEP_JOB = 'scan-sweep';
/** How often shares still waiting for a scan are queued again (a queue lost with its process, say). */
const SWEEP_EVERY_MS = 60_000;
/** Shares one sweep queues at most; the next sweep takes the rest. */
const SWEEP_BATCH = 1000;
/** While clamd cannot be reached (SCAN_UNREACHABLE=wait), a scan tries again after this, doubling each time… */
const FIRST_RETRY_MS = 1000;
/** …up to this: a scanner that comes back is used within half a minute. */
const MAX_RETRY_MS = 30_000;

interface ScanShareData {
  folderId: number;
}

/** One scan per share at a time: while one waits or runs, queueing the same share again adds nothing. */
function scanJobId(folderId: number): string {
  return `scan:${folderId}`;
}

/**
 * Scans new shares for malware with clamd, as jobs (on a worker with REDIS_URL, in this process without): one
 * job per share, its files streamed from storage to clamd one after the other; shares spread over the workers.
 * Clean: the share opens. Infected: it is quarantined (recipients get 410 malware, the sender sees which file and
 * which signature) until an operator releases it. clamd unreachable: with SCAN_UNREACHABLE=wait the job keeps
 * trying, waiting longer each time up to MAX_RETRY_MS (files already scanned are not scanned again); with
 * `publish` the share opens marked unscanned. A job may run twice: a share no longer being checked is left alone.
 */
@Injectable()
export class ShareScans implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Scanning');
  private readonly settings: ScanSettings | undefined;
  private readonly scanner: ClamdScanner | undefined;
  /** Ends the waits for clamd when the process stops; the job runs again from the queue (or the start-up sweep). */
  private readonly stopping = new AbortController();

  constructor(
    config: AppConfig,
    private readonly jobs: Jobs,
    private readonly folders: FoldersService,
    private readonly endings: FolderEndings,
    private readonly storage: StorageService,
  ) {
    this.settings = config.scanning;
    this.scanner = this.settings && new ClamdScanner(this.settings);
  }

  onModuleInit(): void {
    if (!this.settings) return;
    this.jobs.define<ScanShareData>({
      name: SCAN_SHARE_JOB,
      queue: SCANNING_QUEUE,
      run: ({ folderId }) => this.scan(folderId),
    });
    this.jobs.define({
      name: SCAN_SWEEP_JOB,
      queue: SCANNING_QUEUE,
      every: SWEEP_EVERY_MS,
      atStartUp: true,
      run: () => this.sweep(),
    });
  }

  onModuleDestroy(): void {
    this.stopping.abort();
  }

  /** Queues a share's scan. A failure is logged, not thrown: the share waits for the next sweep. */
  async enqueue(folderId: number): Promise<void> {
    try {
      await this.jobs.enqueue<ScanShareData>(SCAN_SHARE_JOB, { folderId }, { deduplicationId: scanJobId(folderId) });
    } catch (error) {
      this.logger.warn(
        `Share #${folderId}'s scan could not be queued (${error instanceof Error ? error.message : String(error)}); ` +
          `the next sweep queues it`,
      );
    }
  }

  /** Queues every share still waiting for its scan; resolves how many. */
  async sweep(): Promise<number> {
    const ids = await this.folders.findCheckingIds(SWEEP_BATCH);
    for (const id of ids) await this.enqueue(id);
    return ids.length;
  }

  /** Scans share `folderId` and records the outcome; resolves the state it recorded, or null when nothing to do. */
  async scan(folderId: number): Promise<string | null> {
    const folder = await this.folders.findById(folderId);
    if (!folder || folder.scanState !== 'checking' || !this.scanner || !this.settings) return null;
    const verdicts = new Map<number, Verdict>();
    let retryMs = FIRST_RETRY_MS;
    for (;;) {
      try {
        await this.scanFiles(this.scanner, folder, verdicts);
        break;
      } catch (error) {
        if (!(error instanceof ScannerUnreachableError)) throw error;
        if (this.settings.whenUnreachable === 'publish') {
          await this.folders.recordScan(folder, 'unscanned');
          this.logger.warn(`Share ${folder.code} opened unscanned: ${error.message}`);
          return 'unscanned';
        }
        if (retryMs === FIRST_RETRY_MS) this.logger.warn(`Share ${folder.code} waits for its scan: ${error.message}`);
        // Rejects once the process stops: the job is tried again, here or elsewhere.
        await sleep(retryMs, undefined, { signal: this.stopping.signal });
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
    }
    return this.record(folder, findingsOf(folder.files, verdicts));
  }

  /** Scans the files without a verdict yet, in `verdicts`; empty files hold nothing to find. */
  private async scanFiles(scanner: ClamdScanner, folder: Folder, verdicts: Map<number, Verdict>): Promise<void> {
    for (const file of folder.files) {
      if (verdicts.has(file.id) || file.filesize === 0) continue;
      let source;
      try {
        source = await this.storage.read(file.storageKey);
      } catch (error) {
        // Deleted meanwhile (the share ended or was removed): nothing left to scan or to share.
        if (error instanceof StoredObjectNotFoundError) continue;
        throw error;
      }
      verdicts.set(file.id, await scanner.scan(source));
    }
  }

  /** Records the outcome; an infected share is quarantined unless it ended meanwhile (then it stays ended). */
  private async record(folder: Folder, findings: ScanFinding[]): Promise<string> {
    if (findings.length === 0) {
      await this.folders.recordScan(folder, 'clean');
      return 'clean';
    }
    await this.folders.recordScan(folder, 'infected', JSON.stringify(findings));
    const current = await this.folders.findById(folder.id);
    if (current && current.endedReason === null) await this.endings.record(current, 'malware');
    this.logger.warn(
      `Share ${folder.code} quarantined: ${findings.map((finding) => `"${finding.filepath}" (${finding.signature})`).join(', ')}`,
    );
    return 'infected';
  }
}

function findingsOf(files: readonly FolderFile[], verdicts: ReadonlyMap<number, Verdict>): ScanFinding[] {
  return files.flatMap((file) => {
    const verdict = verdicts.get(file.id);
    return verdict?.infected ? [{ fileId: file.id, filepath: file.filepath, signature: verdict.signature }] : [];
  });
}
