import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { AppConfig } from '../config/app-config.js';
import type { NoThumbnailReason } from './file-thumbnail.entity.js';
import { allowOnlyThumbnailLoaders, formatPromisedBy } from './thumbnail-formats.js';

/** A thumbnail fits within this square: two columns of a phone's grid at 3× pixel density, or a desktop's tile. */
const THUMBNAIL_EDGE = 320;
/** WebP at this quality: a 12-megapixel photo's thumbnail is a few kilobytes, under 1 % of the photo. */
const WEBP_QUALITY = 70;
export const THUMBNAIL_TYPE = 'image/webp';

export interface Thumbnail {
  data: Buffer;
  width: number;
  height: number;
}

/** No thumbnail can be made of these bytes: they are no image sharp reads, a corrupt one, or too many pixels. */
export class NoThumbnailError extends Error {
  constructor(
    readonly reason: NoThumbnailReason,
    detail: string,
  ) {
    super(`No thumbnail can be made (${reason}): ${detail}`);
    this.name = 'NoThumbnailError';
  }
}

/** libvips' words when an image's header claims more pixels than allowed. */
const PIXEL_LIMIT_MESSAGE = /pixel limit/i;

/**
 * Makes a thumbnail of an image's bytes with sharp (libvips), so that it shows what the file is: turned upright
 * as its EXIF orientation says, every piece of metadata (EXIF with its GPS position, XMP, ICC) left out, the first
 * frame of an animation, fit within THUMBNAIL_EDGE pixels (never enlarged), as WebP.
 *
 * Untrusted input: an image whose header claims more than THUMBNAIL_MAX_INPUT_PIXELS is refused before it is
 * decoded (a decompression bomb), and invalid pixel data is refused rather than drawn (sharp's `failOn:
 * 'warning'`, its default for untrusted input), so a truncated upload gets no half-grey thumbnail. sharp picks
 * its decoder by the bytes, not the name, so libvips may use only the loaders of THUMBNAIL_FORMATS, and bytes
 * that are not the format their name promises (a GIF named `x.png`) are refused once their header is read,
 * before they are decoded.
 */
@Injectable()
export class ThumbnailMaker {
  private readonly maxInputPixels: number;

  constructor(config: AppConfig) {
    this.maxInputPixels = config.thumbnailMaxInputPixels;
    // libvips' operation cache keeps recent images for reuse; a worker never sees the same photo twice.
    sharp.cache(false);
    allowOnlyThumbnailLoaders();
  }

  /** Rejects NoThumbnailError when none can be made of `source`, the bytes of the file named `filepath`. */
  async make(source: Buffer, filepath: string): Promise<Thumbnail> {
    const promised = formatPromisedBy(filepath)?.format;
    if (!promised) throw new NoThumbnailError('unreadable', 'its name promises no photo format');
    try {
      const image = sharp(source, { limitInputPixels: this.maxInputPixels, failOn: 'warning', autoOrient: true });
      const { format } = await image.metadata();
      if (format !== promised)
        throw new NoThumbnailError('unreadable', `its bytes are ${format}, not the ${promised} its name promises`);
      const { data, info } = await image
        .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch (error) {
      if (error instanceof NoThumbnailError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new NoThumbnailError(PIXEL_LIMIT_MESSAGE.test(message) ? 'too-large' : 'unreadable', message);
    }
  }
}
