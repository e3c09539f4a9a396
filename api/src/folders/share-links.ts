import { Injectable } from '@nestjs/common';
import QRCode, { type QRCodeToBufferOptions } from 'qrcode';
import { AppConfig } from '../config/app-config.js';
import { CODE_SPACE } from './share-code.js';

/**
 * QR image options: 4 pixels per module (about 130 px square; scale it up in CSS with
 * `image-rendering: pixelated`). pngjs (behind qrcode) tries all five PNG row filters per row by
 * default; the "Up" filter alone suits a QR code (each module row repeats) and renders several times
 * faster, for a ~3 KB image. `filterType` is a pngjs option that @types/qrcode does not list.
 */
const QR_OPTIONS = {
  errorCorrectionLevel: 'M',
  margin: 2,
  scale: 4,
  rendererOpts: { filterType: 2 },
} as QRCodeToBufferOptions;

/** Builds the addresses a share is reached by: its page, its QR image and its files' download URLs. */
@Injectable()
export class ShareLinks {
  /**
   * Drawing a QR code costs milliseconds of CPU. The URL depends only on the code, so at most CODE_SPACE
   * images (about 3 KB each) can ever be cached.
   */
  private readonly qrCache = new Map<string, Promise<Buffer>>();

  constructor(private readonly config: AppConfig) {}

  /** The page a person opens: `${PUBLIC_URL}/s/{code}` (JSON for API clients, the client page otherwise). */
  folderUrl(code: string): string {
    return `${this.config.publicUrl}/s/${code}`;
  }

  /**
   * Download URL of one file, root-relative so it works from whatever host name the browser used
   * (LAN address, reverse proxy) even when PUBLIC_URL names another.
   */
  fileUrl(code: string, fileId: number): string {
    return `/api/folders/${code}/files/${fileId}`;
  }

  /** Where a share's QR image is served (root-relative, like fileUrl): what retrieval answers carry. */
  qrImageUrl(code: string): string {
    return `/api/folders/${code}/qr.png`;
  }

  /** A PNG data URL whose QR code decodes to exactly folderUrl(code): what the upload answer carries. */
  async qrCode(code: string): Promise<string> {
    return `data:image/png;base64,${(await this.qrPng(code)).toString('base64')}`;
  }

  /** A PNG image whose QR code decodes to exactly folderUrl(code). */
  qrPng(code: string): Promise<Buffer> {
    let image = this.qrCache.get(code);
    if (!image) {
      image = QRCode.toBuffer(this.folderUrl(code), QR_OPTIONS);
      image.catch(() => this.qrCache.delete(code));
      if (this.qrCache.size >= CODE_SPACE) this.qrCache.clear();
      this.qrCache.set(code, image);
    }
    return image;
  }
}
