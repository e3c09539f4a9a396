import { HttpStatus, Injectable } from '@nestjs/common';
import { ApiException } from '../../errors/api-exception.js';
import { create as contentDisposition } from 'content-disposition';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ActiveDownloads } from '../../active-downloads/active-downloads.js';
import { Metrics } from '../../metrics/metrics.js';
import type { ByteRange } from '../../storage/storage.service.js';
import { decideRange } from './byte-range.js';
import { presentFile } from './file-presentation.js';
import type { FolderFile } from '../folder-file.entity.js';
import type { Folder } from '../folder.entity.js';
import type { FolderRef } from '../codes/folder-ref.js';
import { FolderLinks } from '../folder-links.js';
import { FoldersService } from '../folders.service.js';
import { downloadName } from './download-names.js';
import { FolderGrants } from '../password/folder-grants.js';
import { FolderPasswordRequiredException } from '../password/folder-password.js';
import { fileNotReady } from './file-not-ready.exception.js';
import { ReadyFiles } from './ready-files.js';
import { ArrivingFiles } from './arriving-file.js';
import { freeWrittenChunks } from '../../common/free-written-chunks.js';
import { type Delivery, discard, FILE_CACHE_CONTROL } from './delivery.js';
import { StoredReads } from './stored-reads.js';
import { DirectOnlyBytesException } from '../direct-only/direct-only.exceptions.js';

/** A response the client stopped reading (closed tab, cancelled download). */
function isClientGone(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/** How one file is asked for: as an attachment or a preview, the request's Range headers, a protected folder's grant. */
export interface FileRequest {
  inline: boolean;
  /** A file still arriving is sent as it is stored (ArrivingFiles), not refused. */
  follow?: boolean;
  grant?: string;
  range?: string;
  ifRange?: string;
}

/** A Range outside the file: 416, with the size in Content-Range as HTTP asks. */
class RangeNotSatisfiableException extends ApiException {
  constructor(size: number) {
    super('range_not_satisfiable', 'The requested range lies outside the file.', {
      params: { size },
      headers: { 'Content-Range': `bytes */${size}` },
    });
  }
}

/**
 * Streams shared files out one at a time (with Range support), and follows one still arriving when asked
 * (ArrivingFiles); a ZIP of several is ZipDownloadsService's.
 *
 * A stored file that cannot be read answers 410 (gone) or 503 (storage down) while nothing has been sent;
 * once the body has started, the response is cut off instead, so the client sees a broken transfer, never a
 * whole-looking file. Either way the failure is logged once, with the share's code and the storage key (never
 * the link's key), and only that response ends. Every download is registered in ActiveDownloads while it
 * streams, so the share's bytes are not deleted under it.
 */
@Injectable()
export class DownloadsService {
  constructor(
    private readonly folders: FoldersService,
    private readonly reads: StoredReads,
    private readonly downloads: ActiveDownloads,
    private readonly grants: FolderGrants,
    private readonly links: FolderLinks,
    private readonly metrics: Metrics,
    private readonly readyFiles: ReadyFiles,
    private readonly arriving: ArrivingFiles,
  ) {}

  /** The PNG QR image of a live folder's link; a protected folder's only with a grant. */
  async qrImage(ref: FolderRef, grant: string | undefined): Promise<Buffer> {
    return this.links.qrPng(await this.grantedFolder(ref, grant));
  }

  /**
   * A file that has not arrived whole and been checked answers 409 (see ready-files.ts), never a part of it;
   * asked to follow it, it is sent (whole, or the Range asked for) as it arrives (ArrivingFiles).
   */
  async file(ref: FolderRef, fileId: number, request: FileRequest): Promise<Delivery> {
    const { folder, file } = await this.grantedFile(ref, fileId, request.grant);
    if (folder.directOnly) throw new DirectOnlyBytesException();
    if (!request.follow) return this.deliver(folder, await this.readyFiles.readyFile(file), request, true);
    const current = await this.readyFiles.currentFile(file);
    if (current.state === 'ready') return this.deliver(folder, current, request, true);
    // No validator to compare: the file's bytes are those the upload stores.
    const following = { ...request, ifRange: undefined };
    return this.deliver(folder, current, following, true, (range) =>
      Promise.resolve(this.arriving.follow(ref, folder.id, current, range)),
    );
  }

  /**
   * A file of a live share, reached through its link as every address of a file is (its thumbnail's too): 404,
   * 410 once the share ended, 401 for a protected share without its grant.
   */
  async grantedFile(
    ref: FolderRef,
    fileId: number,
    grant: string | undefined,
  ): Promise<{ folder: Folder; file: FolderFile }> {
    const found = await this.folders.findLiveFile(ref, fileId);
    this.assertGranted(found.folder, grant);
    return found;
  }

  /**
   * One file of any share, live or ended, previewed by Sharecode's operators: no password asked, and nothing
   * counted, neither as a download for the sender nor towards the `download` retention.
   */
  operatorPreview(
    folder: Folder,
    file: FolderFile,
    request: Pick<FileRequest, 'range' | 'ifRange'>,
  ): Promise<Delivery> {
    if (folder.directOnly) throw new DirectOnlyBytesException();
    // Stored whole once past `arriving`: a file waiting for its scan can be looked at.
    if (file.state === 'arriving') throw fileNotReady(file);
    return this.deliver(folder, file, { ...request, inline: true }, false);
  }

  /**
   * Streams one file; `counted`: a whole attachment delivered to the end is recorded as a download. `open`: where
   * its bytes come from, the stored object unless said otherwise.
   */
  private async deliver(
    folder: Folder,
    file: FolderFile,
    { inline, range: rangeHeader, ifRange }: FileRequest,
    counted: boolean,
    open = (range?: ByteRange) => this.reads.open(folder, file, range),
  ): Promise<Delivery> {
    const decision = decideRange(file.filesize, rangeHeader, ifRange);
    if (decision.kind === 'unsatisfiable') throw new RangeNotSatisfiableException(file.filesize);
    const range = decision.kind === 'partial' ? decision.range : undefined;
    const lease = this.downloads.begin(folder.id, [file.storageKey]);
    let source: Readable;
    try {
      source = await open(range);
    } catch (error) {
      await lease.release();
      throw error;
    }
    const presentation = presentFile(file.filename, file.mimetype, inline);
    const length = range ? range.end - range.start + 1 : file.filesize;
    const headers: Record<string, string | number> = {
      'Content-Type': presentation.contentType,
      'Content-Length': length,
      'Accept-Ranges': 'bytes',
      'Content-Disposition': contentDisposition(downloadName(file.filename), { type: presentation.disposition }),
      'Content-Security-Policy': presentation.contentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': FILE_CACHE_CONTROL,
    };
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.filesize}`;
    return {
      status: range ? HttpStatus.PARTIAL_CONTENT : HttpStatus.OK,
      headers,
      send: async (out) => {
        let delivered: boolean;
        try {
          delivered = await this.stream(source, out, length, folder, file);
        } finally {
          // Before the download is recorded: a share it ends removes its bytes at once.
          await lease.release();
        }
        // Only a whole file saved as an attachment, delivered to the end, counts as downloaded for the
        // `download` retention: a preview must not end the share under a recipient who then presses Download.
        if (counted && delivered && !range && !inline)
          await this.folders.recordCompleteDownload(folder, [file.id], 'file');
      },
      skip: async () => {
        discard(source);
        await lease.release();
      },
    };
  }

  /** A live share for its files' downloads: 404, 410 once ended, 401 for a protected share without its grant. */
  async grantedFolder(ref: FolderRef, grant: string | undefined): Promise<Folder> {
    const folder = await this.folders.findLive(ref);
    this.assertGranted(folder, grant);
    return folder;
  }

  /** A protected share's files open only with the grant its password lookup handed out. */
  private assertGranted(folder: Folder, grant: string | undefined): void {
    if (folder.passwordHash !== null && !this.grants.isValid(folder, grant))
      throw new FolderPasswordRequiredException(folder.code);
  }

  /**
   * Pipes one stored file to the client; resolves whether the whole body went out. A client that has all the
   * bytes it was promised (Content-Length) may hang up before our stream has even seen the end of the file:
   * that download is complete all the same. A read error cuts the response off (pipeline destroys it).
   */
  private async stream(
    source: Readable,
    response: Writable,
    length: number,
    folder: Folder,
    file: FolderFile,
  ): Promise<boolean> {
    let written = 0;
    let readError: unknown;
    let clientLeft = false;
    source.on('data', (chunk: Buffer) => {
      written += chunk.length;
      this.metrics.downloadedBytes.inc(chunk.length);
    });
    // The client hung up before the end, and not because reading failed.
    response.once('close', () => {
      if (!response.writableFinished && readError === undefined) clientLeft = true;
    });
    // pipeline destroys the source once the client has gone, and some sources then fail in their own words (an
    // S3 body says "aborted"): that is no read error.
    source.once('error', (error) => {
      if (!clientLeft && !isClientGone(error)) readError = error;
    });
    freeWrittenChunks(response);
    try {
      await pipeline(source, response);
      return true;
    } catch (error) {
      if (readError === undefined && (clientLeft || isClientGone(error))) return written === length;
      this.reads.logCutOff('Download', folder, file.storageKey, readError ?? error);
      if (!response.destroyed) response.destroy();
      return false;
    } finally {
      // Errors a destroyed stream may still emit (a socket torn down late) must find a listener.
      source.on('error', () => undefined);
    }
  }
}
