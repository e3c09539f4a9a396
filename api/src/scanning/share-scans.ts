import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppConfig, type ScanSettings } from '../config/app-config.js';
import { FolderEndings } from '../folders/endings/folder-endings.js';
import type { FolderFile } from '../folders/folder-file.entity.js';
import type { Folder } from '../folders/folder.entity.js';
import { FoldersService } from '../folders/folders.service.js';
import { isArriving } from '../folders/arrival.js';
import { FolderArrivals } from '../arrivals/folder-arrivals.js';
import { SCANNING_QUEUE } from '../jobs/job-definition.js';
import { JobPages } from '../jobs/job-pages.js';
import { Jobs } from '../jobs/jobs.js';
import { StorageService, StoredObjectNotFoundError } from '../storage/storage.service.js';
import { ThumbnailsService } from '../thumbnails/thumbnails.service.js';
import { ClamdScanner, ScannerUnreachableError, type Verdict } from './clamd-scanner.js';
import { parseFindings } from '../folders/scan/scan-state.js';

const SCAN_SHARE_JOB = 'scan-share';
const SCAN_SWEEP_JOB = 'scan-sweep';
/** How often files still waiting for a scan are queued again (a queue lost with its process, say). */
const SWEEP_EVERY_MS = 60_000;
/** Files one sweep queues at most; the next sweep takes the rest. */
const SWEEP_BATCH = 1000;
/** While clamd cannot be reached (SCAN_UNREACHABLE=wait), a scan tries again after this, doubling each time… */
const FIRST_RETRY_MS = 1000;
/** …up to this: a scanner that comes back is used within half a minute. */
const MAX_RETRY_MS = 30_000;
/**
 * Findings a share records at most: enough for its sender and an operator to see what was found, while a share of
 * MAX_FILES_PER_SHARE infected files does not rewrite an ever longer list once per file. The share is quarantined
 * from the first; files found infected past these open (still quarantined) unrecorded.
 */
export const MAX_RECORDED_FINDINGS = 100;

interface ScanShareData {
  folderId: number;
  /** The files to scan (those still waiting for a scan); absent: every file of the share still waiting. */
  fileIds?: number[];
}

/**
 * One job per batch of a share's files at a time: while one waits or runs, queueing the same batch again adds
 * nothing, while files that arrive later get a job of their own.
 */
function scanJobId({ folderId, fileIds }: ScanShareData): string {
  return fileIds?.length ? `scan:${folderId}:${fileIds[0]}` : `scan:${folderId}`;
}

/**
 * Scans shares' files for malware with clamd, file by file as each arrives, as jobs (on a worker with REDIS_URL,
 * in this process without): a job per batch of files that arrived together (a whole plain upload is one batch),
 * each file streamed from storage to clamd and opened (`ready`) as soon as its verdict is in; batches spread over
 * the workers. Infected: the share is quarantined (recipients get 410 malware, the sender sees which file and which
 * signature) until an operator releases it. clamd unreachable: with SCAN_UNREACHABLE=wait the job keeps trying,
 * waiting longer each time up to MAX_RETRY_MS (files already scanned are not scanned again); with `publish` the
 * files open unscanned. Once every file of a share that has arrived whole is ready, its scan is `clean` (or stays
 * `unscanned` or `infected`). A job may run twice: a file no longer waiting for its scan is left alone.
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
    private readonly arrivals: FolderArrivals,
    private readonly endings: FolderEndings,
    private readonly storage: StorageService,
    private readonly thumbnails: ThumbnailsService,
    private readonly pages: JobPages,
  ) {
    this.settings = config.scanning;
    this.scanner = this.settings && new ClamdScanner(this.settings);
  }

  onModuleInit(): void {
    if (!this.settings) return;
    this.jobs.define<ScanShareData>({
      name: SCAN_SHARE_JOB,
      queue: SCANNING_QUEUE,
      run: ({ folderId, fileIds }) => this.scan(folderId, fileIds),
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

  /** Queues the scan of a share's files (all those waiting, without `fileIds`). A failure is logged, not thrown. */
  async enqueue(folderId: number, fileIds?: number[]): Promise<void> {
    const data: ScanShareData = fileIds ? { folderId, fileIds } : { folderId };
    try {
      await this.jobs.enqueue<ScanShareData>(SCAN_SHARE_JOB, data, { deduplicationId: scanJobId(data) });
    } catch (error) {
      this.logger.warn(
        `Share #${folderId}'s scan could not be queued (${error instanceof Error ? error.message : String(error)}); ` +
          `the next sweep queues it`,
      );
    }
  }

  /** Queues every file still waiting for its scan, by share; resolves how many shares. */
  async sweep(): Promise<number> {
    const waiting = await this.arrivals.findScanning(SWEEP_BATCH);
    for (const [folderId, fileIds] of waiting) await this.enqueue(folderId, fileIds);
    return waiting.size;
  }

  /**
   * Scans the files of share `folderId` still waiting for their scan (those of `fileIds`, when given), opening
   * each as its verdict is in; resolves the share's scan state afterwards, or null when there was nothing to do.
   */
  async scan(folderId: number, fileIds?: readonly number[]): Promise<string | null> {
    // The share's row alone: its files are read a page at a time, as a share may hold MAX_FILES_PER_SHARE.
    const folder = await this.arrivals.findById(folderId);
    if (!folder || !this.scanner || !this.settings) return null;
    const wanted = fileIds && new Set(fileIds);
    let scanned = 0;
    const pages = this.pages.pages(
      0,
      (afterId, limit) => this.arrivals.scanningFiles(folderId, { afterId, limit }),
      (file) => file.id,
    );
    for await (const page of pages) {
      const waiting = wanted ? page.filter((file) => wanted.has(file.id)) : page;
      for (const file of waiting) await this.scanFile(this.scanner, this.settings, folder, file);
      scanned += waiting.length;
    }
    if (scanned === 0) return null;
    return this.settle(folderId);
  }

  /** Scans one file and records its verdict; while clamd is unreachable, waits (or publishes it unscanned). */
  private async scanFile(scanner: ClamdScanner, settings: ScanSettings, folder: Folder, file: FolderFile) {
    let retryMs = FIRST_RETRY_MS;
    for (;;) {
      try {
        await this.record(folder, file, await this.verdictOf(scanner, file));
        return;
      } catch (error) {
        if (!(error instanceof ScannerUnreachableError)) throw error;
        if (settings.whenUnreachable === 'publish') return this.publishUnscanned(folder, file, error);
        if (retryMs === FIRST_RETRY_MS) this.logger.warn(`Share ${folder.code} waits for its scan: ${error.message}`);
        // Rejects once the process stops: the job is tried again, here or elsewhere.
        await sleep(retryMs, undefined, { signal: this.stopping.signal });
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
    }
  }

  /**
   * A share whose files have all arrived and opened has been scanned: `checking` becomes `clean` (an infected or
   * unscanned share keeps saying so). Resolves its scan state.
   */
  async settle(folderId: number): Promise<string | null> {
    const folder = await this.arrivals.findById(folderId);
    if (!folder) return null;
    if (folder.scanState !== 'checking' || isArriving(folder) || !(await this.arrivals.allReady(folderId)))
      return folder.scanState;
    await this.folders.recordScan(folder, 'clean');
    return 'clean';
  }

  /** clamd's verdict on one file; an empty file, or one deleted meanwhile (its share ended), holds nothing. */
  private async verdictOf(scanner: ClamdScanner, file: FolderFile): Promise<Verdict> {
    if (file.filesize === 0) return { infected: false };
    let source;
    try {
      source = await this.storage.read(file.storageKey);
    } catch (error) {
      if (error instanceof StoredObjectNotFoundError) return { infected: false };
      throw error;
    }
    return scanner.scan(source);
  }

  /**
   * Records one file's verdict: an infected file quarantines its share first (unless it ended meanwhile: then it
   * stays ended), then the file opens, whatever the verdict: only a release makes a quarantined share open again.
   * A clean file's thumbnail is asked for as it opens.
   */
  private async record(folder: Folder, file: FolderFile, verdict: Verdict): Promise<void> {
    if (verdict.infected) {
      // The share's row alone, as it is now: its files are not needed, and a share may hold MAX_FILES_PER_SHARE.
      const current = (await this.arrivals.findById(folder.id)) ?? folder;
      const recorded = parseFindings(current.scanFindings);
      if (recorded.length < MAX_RECORDED_FINDINGS) {
        const finding = { fileId: file.id, filepath: file.filepath, signature: verdict.signature };
        await this.folders.recordScan(current, 'infected', JSON.stringify([...recorded, finding]));
      }
      if (current.endedReason === null) await this.endings.record(current, 'malware');
      this.logger.warn(`Share ${folder.code} quarantined: "${file.filepath}" (${verdict.signature})`);
    }
    await this.arrivals.recordScanned(folder, file.id);
    if (!verdict.infected) await this.thumbnails.request(folder, [file]);
  }

  /** SCAN_UNREACHABLE=publish: the file opens without a verdict, and its share is marked unscanned. */
  private async publishUnscanned(folder: Folder, file: FolderFile, error: Error): Promise<void> {
    const current = await this.arrivals.findById(folder.id);
    if (current && current.scanState === 'checking') {
      await this.folders.recordScan(current, 'unscanned');
      this.logger.warn(`Share ${folder.code} opens unscanned: ${error.message}`);
    }
    await this.arrivals.recordScanned(folder, file.id);
    await this.thumbnails.request(folder, [file]);
  }
}
