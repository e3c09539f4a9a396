import { Injectable } from '@nestjs/common';
import QRCode, { type QRCodeToDataURLOptions } from 'qrcode';
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
} as QRCodeToDataURLOptions;

/** Builds the addresses a share is reached by: its page, its QR image and its files' download URLs. */
@Injectable()
export class ShareLinks {
  /**
   * Drawing a QR code costs milliseconds of CPU; lookups would spend most of their time on it. The URL
   * depends only on the code, so at most CODE_SPACE images can ever be cached.
   */
  private readonly qrCache = new Map<string, Promise<string>>();

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

  /** A PNG data URL whose QR code decodes to exactly folderUrl(code). */
  qrCode(code: string): Promise<string> {
    let image = this.qrCache.get(code);
    if (!image) {
      image = QRCode.toDataURL(this.folderUrl(code), QR_OPTIONS);
      image.catch(() => this.qrCache.delete(code));
      if (this.qrCache.size >= CODE_SPACE) this.qrCache.clear();
      this.qrCache.set(code, image);
    }
    return image;
  }
}
