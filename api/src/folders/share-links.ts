import { Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { AppConfig } from '../config/app-config.js';
import { CODE_SPACE } from './share-code.js';

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
      image = QRCode.toDataURL(this.folderUrl(code), { errorCorrectionLevel: 'M', margin: 2, width: 256 });
      image.catch(() => this.qrCache.delete(code));
      if (this.qrCache.size >= CODE_SPACE) this.qrCache.clear();
      this.qrCache.set(code, image);
    }
    return image;
  }
}
