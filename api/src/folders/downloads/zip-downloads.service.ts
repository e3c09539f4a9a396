import { ApiException } from '../../errors/api-exception.js';
import { HttpStatus, Injectable } from '@nestjs/common';
import { create as contentDisposition } from 'content-disposition';
import type { Readable } from 'node:stream';
import { ActiveDownloads } from '../../active-downloads/active-downloads.js';
import { fileNameOf, isInsideFolder, normaliseRelativePath, quotePath } from '../../common/relative-path.js';
import { Metrics } from '../../metrics/metrics.js';
import type { FolderRef } from '../codes/folder-ref.js';
import { DirectOnlyBytesException } from '../direct-only/direct-only.exceptions.js';
import { FoldersService } from '../folders.service.js';
import { type Delivery, discard, FILE_CACHE_CONTROL } from './delivery.js';
import { downloadName, ZipEntryNames } from './download-names.js';
import { DownloadsService } from './downloads.service.js';
import { FILE_CSP } from './file-presentation.js';
import { ReadyFiles } from './ready-files.js';
import { StoredReads } from './stored-reads.js';
import { streamZip, type ZipEntry } from './zip-stream.js';

/** A ZIP of the folder or of one subfolder (`path`) in it, with a protected folder's grant. */
export interface ZipRequest {
  path?: string;
  grant?: string;
}

/**
 * A share, or one folder of it, as one ZIP built while it streams (no compression: STORE). Every file in it must
 * have arrived and been checked; the bytes are held against deletion (ActiveDownloads) while it streams, and a
 * ZIP delivered to the end counts as a download of each file in it.
 */
@Injectable()
export class ZipDownloadsService {
  constructor(
    private readonly downloads: DownloadsService,
    private readonly folders: FoldersService,
    private readonly reads: StoredReads,
    private readonly active: ActiveDownloads,
    private readonly metrics: Metrics,
    private readonly readyFiles: ReadyFiles,
  ) {}

  /** A ZIP (no compression: STORE) of the whole share, or of the folder `path` within it, built as it streams. */
  async zip(ref: FolderRef, { path, grant }: ZipRequest, head: boolean): Promise<Delivery> {
    const folder = await this.downloads.grantedFolder(ref, grant);
    if (folder.directOnly) throw new DirectOnlyBytesException();
    let files = folder.files;
    let zipName = `sharecode-${folder.code}.zip`;
    if (path !== undefined) {
      const checked = normaliseRelativePath(path);
      if (!checked.valid)
        throw new ApiException('invalid_folder_path', `Invalid folder path ${quotePath(path)}: it ${checked.reason}.`, {
          params: { path },
        });
      files = files.filter((file) => isInsideFolder(file.filepath, checked.path));
      if (files.length === 0)
        throw new ApiException('unknown_folder_path', `There is no folder ${quotePath(checked.path)} in this share.`, {
          params: { path: checked.path },
        });
      zipName = `${downloadName(fileNameOf(checked.path))}.zip`;
    }
    await this.readyFiles.assertReady(folder.id, files);

    const lease = this.active.begin(
      folder.id,
      files.map((file) => file.storageKey),
    );
    let first: Readable | undefined;
    try {
      // The first entry is opened before the 200 goes out: a share whose bytes are already gone answers 410
      // (or 503, storage down) rather than a ZIP cut off at its first byte.
      first = head || files.length === 0 ? undefined : await this.reads.open(folder, files[0]);
    } catch (error) {
      await lease.release();
      throw error;
    }
    return {
      status: HttpStatus.OK,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': contentDisposition(zipName),
        'Content-Security-Policy': FILE_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': FILE_CACHE_CONTROL,
      },
      send: async (out) => {
        let delivered: boolean;
        try {
          const names = new ZipEntryNames();
          const entries = files.map((file): ZipEntry => ({
            name: names.nameOf(file.filepath),
            date: folder.createdAt,
            size: file.filesize,
            key: file.storageKey,
          }));
          // The whole object as a range: a small file is then read in one buffer of its size, not a 256 KiB one.
          const read = (entry: ZipEntry) =>
            this.reads.read(entry.key, entry.size > 0 ? { start: 0, end: entry.size - 1 } : undefined);
          const countSent = (bytes: number) => this.metrics.downloadedBytes.inc(bytes);
          const outcome = await streamZip(entries, read, out, first, countSent);
          if (outcome.failure) this.reads.logCutOff('ZIP', folder, outcome.failure.entry.key, outcome.failure.error);
          delivered = outcome.delivered;
        } finally {
          await lease.release();
        }
        if (delivered)
          await this.folders.recordCompleteDownload(
            folder,
            files.map((file) => file.id),
            'zip',
          );
      },
      skip: async () => {
        if (first) discard(first);
        await lease.release();
      },
    };
  }
}
