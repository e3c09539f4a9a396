import { BadRequestException, GoneException, HttpException, Injectable, NotFoundException } from '@nestjs/common';
import { ZipArchive } from 'archiver';
import { create as contentDisposition } from 'content-disposition';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { READ_CHUNK_BYTES, StorageService, StoredObjectNotFoundError } from '../storage/storage.service.js';
import { decideRange } from './byte-range.js';
import { FILE_CSP, presentFile } from './file-presentation.js';
import type { FolderFile } from './folder-file.entity.js';
import { fileNameOf, isInsideFolder, normaliseRelativePath, quotePath } from './relative-path.js';
import { EXPIRED_MESSAGE, SharesService } from './shares.service.js';

/** Files are looked up fresh on every request: a share may end between two downloads. */
const FILE_CACHE_CONTROL = 'private, no-cache';

/** A response the client stopped reading (closed tab, cancelled download). */
function isClientGone(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/** Streams shared files out: one file (with Range support) or a ZIP of the share or one of its folders. */
@Injectable()
export class DownloadsService {
  constructor(
    private readonly shares: SharesService,
    private readonly storage: StorageService,
  ) {}

  async sendFile(code: string, fileId: number, inline: boolean, request: Request, response: Response): Promise<void> {
    const { folder, file } = await this.shares.findLiveFile(code, fileId);
    const decision = decideRange(file.filesize, request.headers.range, request.get('if-range'));
    if (decision.kind === 'unsatisfiable') {
      response.setHeader('Content-Range', `bytes */${file.filesize}`);
      throw new HttpException('The requested range lies outside the file.', 416);
    }
    const range = decision.kind === 'partial' ? decision.range : undefined;
    const source = await this.openStored(file, range);

    const presentation = presentFile(file.filename, file.mimetype, inline);
    response.status(range ? 206 : 200);
    response.setHeader('Content-Type', presentation.contentType);
    response.setHeader('Content-Length', range ? range.end - range.start + 1 : file.filesize);
    response.setHeader('Accept-Ranges', 'bytes');
    response.setHeader('Content-Disposition', contentDisposition(file.filename, { type: presentation.disposition }));
    response.setHeader('Content-Security-Policy', presentation.contentSecurityPolicy);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', FILE_CACHE_CONTROL);
    if (range) response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.filesize}`);

    if (request.method === 'HEAD') {
      source.destroy();
      response.end();
      return;
    }
    if (!(await this.stream(source, response, file.filesize))) return;
    // Only a whole file saved as an attachment, delivered to the end, counts as downloaded for the `download`
    // retention: a preview must not end the share under a recipient who then presses Download.
    if (!range && !inline) {
      await this.shares.recordCompleteDownload(folder, [file.id]);
    }
  }

  /** A ZIP (no compression: STORE) of the whole share, or of the folder `path` within it, built as it streams. */
  async sendZip(code: string, path: string | undefined, request: Request, response: Response): Promise<void> {
    const folder = await this.shares.findLive(code);
    let files = folder.files;
    let zipName = `sharecode-${folder.code}.zip`;
    if (path !== undefined) {
      const checked = normaliseRelativePath(path);
      if (!checked.valid) throw new BadRequestException(`Invalid folder path ${quotePath(path)}: it ${checked.reason}.`);
      files = files.filter((file) => isInsideFolder(file.filepath, checked.path));
      if (files.length === 0) throw new NotFoundException(`There is no folder ${quotePath(checked.path)} in this share.`);
      zipName = `${fileNameOf(checked.path)}.zip`;
    }

    response.status(200);
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', contentDisposition(zipName));
    response.setHeader('Content-Security-Policy', FILE_CSP);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', FILE_CACHE_CONTROL);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }

    // archiver switches to zip64 on its own once sizes or offsets pass 4 GiB.
    const archive = new ZipArchive({ store: true });
    const sources = files.map((file) => {
      const source = this.openLazily(file);
      archive.append(source, { name: file.filepath, date: folder.createdAt, store: true });
      return source;
    });
    void archive.finalize().catch(() => undefined);
    const delivered = await this.stream(archive, response).finally(() => {
      for (const source of sources) source.destroy();
    });
    if (delivered) await this.shares.recordCompleteDownload(folder, files.map((file) => file.id));
  }

  /**
   * Pipes to the client; resolves whether the whole body went out. A client that has all the bytes it
   * was promised (Content-Length) may hang up before our stream has even seen the end of the file: that
   * download is complete all the same. Without a length (ZIP), the body is whole once it was ended.
   */
  private async stream(source: Readable, response: Response, length?: number): Promise<boolean> {
    let written = 0;
    source.on('data', (chunk: Buffer) => (written += chunk.length));
    try {
      await pipeline(source, response);
      return true;
    } catch (error) {
      if (isClientGone(error)) return length === undefined ? response.writableEnded : written === length;
      throw error;
    }
  }

  private async openStored(file: FolderFile, range?: { start: number; end: number }): Promise<Readable> {
    try {
      return await this.storage.read(file.storageKey, range);
    } catch (error) {
      // The share ended (every file downloaded) or was cleaned up between lookup and read.
      if (error instanceof StoredObjectNotFoundError) throw new GoneException(EXPIRED_MESSAGE);
      throw error;
    }
  }

  /**
   * A stream that opens the stored file only when the archive starts reading it, so a share of
   * thousands of files never holds more than one open at a time.
   */
  private openLazily(file: FolderFile): Readable {
    const storage = this.storage;
    let source: Readable | undefined;
    return new Readable({
      // Buffered per ZIP entry being read: one stored chunk.
      highWaterMark: READ_CHUNK_BYTES,
      read() {
        if (source) {
          source.resume();
          return;
        }
        storage.read(file.storageKey).then(
          (opened) => {
            source = opened;
            opened.on('data', (chunk: Buffer) => {
              if (!this.push(chunk)) opened.pause();
            });
            opened.on('end', () => this.push(null));
            opened.on('error', (error) => this.destroy(error));
          },
          (error: Error) => this.destroy(error),
        );
      },
      destroy(error, callback) {
        source?.destroy();
        callback(error);
      },
    });
  }
}
