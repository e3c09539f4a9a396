import { Injectable } from '@nestjs/common';
import QRCode, { type QRCodeToBufferOptions } from 'qrcode';
import { AppConfig } from '../config/app-config.js';
import { CODE_SPACE } from '../code-space/codes.js';
import { linkRef } from './codes/folder-ref.js';
import { type ThumbnailCandidate, type ThumbnailShare, ThumbnailSources } from './thumbnail-sources.js';

/**
 * QR image options: 4 pixels per module (scale it up in CSS with `image-rendering: pixelated`). pngjs
 * (behind qrcode) tries all five PNG row filters per row by default; the "Up" filter alone suits a QR code
 * (each module row repeats the one above it), so trying the others is wasted work. `filterType` is a pngjs
 * option that @types/qrcode does not list.
 */
const QR_OPTIONS = {
  errorCorrectionLevel: 'M',
  margin: 2,
  scale: 4,
  rendererOpts: { filterType: 2 },
} as QRCodeToBufferOptions;

/** What addresses a folder: its code and its link key. */
export interface LinkedFolder {
  code: string;
  linkKey: string;
}

/**
 * Builds the addresses a folder is reached by: its page, its QR image, its ZIP and its files' download URLs.
 * Every one of them carries the link key, never the code alone (docs/access-control.md).
 */
@Injectable()
export class FolderLinks {
  /**
   * Drawing a QR code is CPU work a lookup should not repeat. Images (a few KB each) are kept per link;
   * clearing the cache once it holds CODE_SPACE of them bounds it by the number of folders live at once.
   */
  private readonly qrCache = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly config: AppConfig,
    private readonly thumbnails: ThumbnailSources,
  ) {}

  /** The page a person opens: `${PUBLIC_URL}/s/{code}-{key}` (JSON for API clients, the client page otherwise). */
  folderUrl(folder: LinkedFolder): string {
    return `${this.config.publicUrl}/s/${linkRef(folder.code, folder.linkKey)}`;
  }

  /**
   * Download URL of one file, root-relative so it works from whatever host name the browser used
   * (LAN address, reverse proxy) even when PUBLIC_URL names another.
   */
  fileUrl(folder: LinkedFolder, fileId: number): string {
    return `${this.apiBase(folder)}/files/${fileId}`;
  }

  /** A file's thumbnail (see thumbnails/), root-relative like fileUrl; null for a file that cannot have one. */
  thumbnailUrl(folder: LinkedFolder & ThumbnailShare, file: ThumbnailCandidate & { id: number }): string | null {
    return this.thumbnails.mayHaveThumbnail(file, folder) ? `${this.fileUrl(folder, file.id)}/thumbnail` : null;
  }

  /** Where a share's QR image is served (root-relative, like fileUrl): what retrieval answers carry. */
  qrImageUrl(folder: LinkedFolder): string {
    return `${this.apiBase(folder)}/qr.png`;
  }

  /** The whole share as a ZIP; `?path=sub/dir` narrows it to one folder. */
  zipUrl(folder: LinkedFolder): string {
    return `${this.apiBase(folder)}/zip`;
  }

  /** What changed in a share whose files are still arriving (see progress/): what its recipients poll. */
  progressUrl(folder: LinkedFolder): string {
    return `${this.apiBase(folder)}/progress`;
  }

  /** A PNG data URL whose QR code decodes to exactly folderUrl(folder): what the upload answer carries. */
  async qrCode(folder: LinkedFolder): Promise<string> {
    return `data:image/png;base64,${(await this.qrPng(folder)).toString('base64')}`;
  }

  /** A PNG image whose QR code decodes to exactly folderUrl(folder). */
  qrPng(folder: LinkedFolder): Promise<Buffer> {
    const url = this.folderUrl(folder);
    let image = this.qrCache.get(url);
    if (!image) {
      image = QRCode.toBuffer(url, QR_OPTIONS);
      image.catch(() => this.qrCache.delete(url));
      if (this.qrCache.size >= CODE_SPACE) this.qrCache.clear();
      this.qrCache.set(url, image);
    }
    return image;
  }

  private apiBase(folder: LinkedFolder): string {
    return `/api/folders/${linkRef(folder.code, folder.linkKey)}`;
  }
}
