import sharp, { type FormatEnum } from 'sharp';

/**
 * An image format thumbnails are made of: the file name suffixes that promise it, what sharp's `metadata().format`
 * calls it once read, and the libvips operation that reads it from memory.
 */
interface ThumbnailFormat {
  suffixes: readonly string[];
  format: keyof FormatEnum;
  loader: string;
}

/**
 * The photos thumbnails are made of. SVG is left out: it is a document, not a photo, and its loader (librsvg)
 * fetches, parses XML and renders text; so are PDF, ImageMagick's dozens of formats, JPEG 2000 and XL, FITS,
 * OpenSlide, camera raw and the rest, each a parser of untrusted bytes that no photo in a grid needs.
 */
export const THUMBNAIL_FORMATS: readonly ThumbnailFormat[] = [
  { suffixes: ['.jpg', '.jpeg', '.jpe', '.jfif'], format: 'jpeg', loader: 'VipsForeignLoadJpegBuffer' },
  { suffixes: ['.png'], format: 'png', loader: 'VipsForeignLoadPngBuffer' },
  { suffixes: ['.webp'], format: 'webp', loader: 'VipsForeignLoadWebpBuffer' },
  { suffixes: ['.gif'], format: 'gif', loader: 'VipsForeignLoadNsgifBuffer' },
  // AVIF and HEIC are both HEIF containers, read by libheif; sharp names either `heif`.
  { suffixes: ['.avif', '.heic', '.heif'], format: 'heif', loader: 'VipsForeignLoadHeifBuffer' },
  { suffixes: ['.tif', '.tiff'], format: 'tiff', loader: 'VipsForeignLoadTiffBuffer' },
];

/** Every libvips loader: blocked as one, then those of THUMBNAIL_FORMATS let through again. */
const ALL_LOADERS = 'VipsForeignLoad';

/**
 * Lets libvips read only THUMBNAIL_FORMATS, from memory, in this whole process: sharp picks a loader by the bytes'
 * content, so without this an SVG named `x.jpg` would reach librsvg. Process-wide, as libvips' own setting is; the
 * thumbnails are this process's only use of sharp.
 */
export function allowOnlyThumbnailLoaders(): void {
  sharp.block({ operation: [ALL_LOADERS] });
  sharp.unblock({ operation: THUMBNAIL_FORMATS.map((format) => format.loader) });
}

/** A file name's last suffix, lower case (`.jpg`); '' for none. */
export function suffixOf(filepath: string): string {
  const name = filepath.slice(filepath.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** The format a file's name promises, when it is one thumbnails are made of. */
export function formatPromisedBy(filepath: string): ThumbnailFormat | undefined {
  const suffix = suffixOf(filepath);
  return THUMBNAIL_FORMATS.find((format) => format.suffixes.includes(suffix));
}
