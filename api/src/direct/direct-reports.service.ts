import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import type { FolderRef } from '../folders/codes/folder-ref.js';
import { DownloadsService } from '../folders/downloads/downloads.service.js';
import { FoldersService } from '../folders/folders.service.js';
import { Metrics } from '../metrics/metrics.js';
import {
  DirectTransferOffException,
  ReceiptCountedException,
  ReceiptNotReadyException,
  ReceiptSessionUnknownException,
  ReceivedSizeMismatchException,
} from './direct.exceptions.js';
import { DirectReceipts } from './receipts/direct-receipts.js';

/** What a recipient's page says it received directly. */
interface DirectReport {
  sessionId: string;
  fileId: number;
  bytes: number;
}

/**
 * A file the recipient's page received directly and checked: a download like any other for the sender's counts
 * and the `download` retention (which may end the share now), its bytes counted apart from ours. Only what can
 * have happened counts: a file of the share that is ready (every file of a share sent directly only is), whole,
 * received in a session the sender's page answered for the share, once per session; anything else is refused
 * before anything changes.
 */
@Injectable()
export class DirectReports {
  private readonly enabled: boolean;

  constructor(
    private readonly downloads: DownloadsService,
    private readonly folders: FoldersService,
    private readonly receipts: DirectReceipts,
    private readonly metrics: Metrics,
    config: AppConfig,
  ) {
    this.enabled = config.directTransfer.enabled;
  }

  async received(ref: FolderRef, grant: string | undefined, report: DirectReport): Promise<void> {
    if (!this.enabled) throw new DirectTransferOffException();
    const { sessionId, fileId, bytes } = report;
    const { folder, file } = await this.downloads.grantedFile(ref, fileId, grant);
    if (file.state !== 'ready') throw new ReceiptNotReadyException();
    if (bytes !== file.filesize) throw new ReceivedSizeMismatchException(file.filesize);
    const claim = await this.receipts.claim(folder.id, sessionId, file.id);
    if (claim === 'unknown-session') throw new ReceiptSessionUnknownException();
    if (claim === 'counted-before') throw new ReceiptCountedException();
    await this.folders.recordCompleteDownload(folder, [file.id], 'file');
    this.metrics.directBytes.inc(bytes);
  }
}
