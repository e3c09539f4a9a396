import sharp, { type FormatEnum } from 'sharp';
import type { ThumbnailCandidate, ThumbnailShare } from '../folders/thumbnail-sources.js';
import { suffixOf, THUMBNAIL_FORMATS } from './thumbnail-formats.js';

/**
 * File name suffixes of THUMBNAIL_FORMATS that this build of sharp (libvips) reads. HEIC is among them only where
 * libvips was built with an HEVC decoder: sharp's prebuilt binaries decode AVIF but not HEIC, so an iPhone's HEIC
 * photo shows its icon there.
 */
const READABLE_SUFFIXES = new Set(
  (Object.keys(sharp.format) as Array<keyof FormatEnum>).flatMap((name) => sharp.format[name].input.fileSuffix ?? []),
);

const SOURCE_SUFFIXES = new Set(
  THUMBNAIL_FORMATS.flatMap((format) => format.suffixes).filter((suffix) => READABLE_SUFFIXES.has(suffix)),
);

/**
 * The largest file a thumbnail is made of. sharp reads its whole input into memory before decoding, so this bounds
 * what one thumbnail job holds (a worker runs WORKER_CONCURRENCY of them at once); a 12-megapixel phone photo is
 * 3–5 MB, a 200-megapixel one about 40 MB.
 */
const MAX_SOURCE_BYTES = 64 * 1024 * 1024;

/**
 * Whether a thumbnail may be made of a file, from what is known before reading it: an image format this build
 * reads, of a plain share (an encrypted share's bytes are ciphertext: its thumbnails are the sender's browser's,
 * inside the share) whose bytes are stored (a share sent directly only has none), not empty and not too large.
 * Whether it decodes is only known once it was tried.
 */
export function mayHaveThumbnail(file: ThumbnailCandidate, share: ThumbnailShare): boolean {
  return (
    !share.encrypted &&
    !share.directOnly &&
    file.filesize > 0 &&
    file.filesize <= MAX_SOURCE_BYTES &&
    SOURCE_SUFFIXES.has(suffixOf(file.filepath))
  );
}
