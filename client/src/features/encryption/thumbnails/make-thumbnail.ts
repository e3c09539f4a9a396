/**
 * A thumbnail made in the sender's browser for an end-to-end encrypted share (the server, which makes plain shares'
 * thumbnails, cannot read these files): the photo decoded upright as its EXIF orientation says, or a video's frame
 * near its start, drawn on a canvas within 320×320 pixels and encoded as WebP at quality 0.7, as the server's are.
 * Drawing keeps only pixels: no EXIF (so no GPS position), XMP or colour profile survives. A picture larger than
 * the room it has is encoded again smaller; a file this browser cannot decode gets none.
 */
import type { ThumbnailKind } from './thumbnail-kind';

/** Two columns of a phone's grid at 3× pixel density, as the server's thumbnails. */
const THUMBNAIL_MAX_EDGE = 320;
/** Each try, in order, until the picture fits: the server's quality first, then less, then fewer pixels. */
const ATTEMPTS = [
  { edge: THUMBNAIL_MAX_EDGE, quality: 0.7 },
  { edge: THUMBNAIL_MAX_EDGE, quality: 0.5 },
  { edge: 240, quality: 0.5 },
  { edge: 160, quality: 0.5 },
] as const;
const WEBP = 'image/webp';
/** Browsers that cannot encode WebP hand back PNG, far too large: JPEG is the fallback every browser encodes. */
const JPEG = 'image/jpeg';
/** A video that has not shown a frame by then (a codec this browser lacks, a broken file) gets none. */
const VIDEO_FRAME_TIMEOUT_MS = 10_000;
/** Where a poster is taken: 10 % into the video, past a fade from black, but never later than this. */
const POSTER_LATEST_SECONDS = 3;
const POSTER_EARLIEST_SECONDS = 0.1;

function fitted(width: number, height: number, edge: number): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function encoded(source: CanvasImageSource, width: number, height: number, attempt: (typeof ATTEMPTS)[number]) {
  const size = fitted(width, height, attempt.edge);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  const blob = async (type: string) =>
    new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, attempt.quality));
  const webp = await blob(WEBP);
  return webp?.type === WEBP ? webp : blob(JPEG);
}

/** The smallest-first attempts' first picture of at most `capacity` bytes, or null. */
async function fittingPicture(source: CanvasImageSource, width: number, height: number, capacity: number) {
  for (const attempt of ATTEMPTS) {
    const picture = await encoded(source, width, height, attempt);
    if (!picture) return null;
    if (picture.size <= capacity) return new Uint8Array(await picture.arrayBuffer());
  }
  return null;
}

async function photoThumbnail(file: Blob, capacity: number): Promise<Uint8Array | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return await fittingPicture(bitmap, bitmap.width, bitmap.height, capacity);
  } finally {
    bitmap.close();
  }
}

function nextEvent(target: EventTarget, name: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = () => reject(new Error('The video cannot be decoded here'));
    target.addEventListener(name, () => resolve(), { once: true, signal });
    target.addEventListener('error', fail, { once: true, signal });
    signal.addEventListener('abort', fail, { once: true });
  });
}

async function videoThumbnail(file: Blob, capacity: number): Promise<Uint8Array | null> {
  const video = document.createElement('video');
  const url = URL.createObjectURL(file);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), VIDEO_FRAME_TIMEOUT_MS);
  try {
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    const metadata = nextEvent(video, 'loadedmetadata', controller.signal);
    video.src = url;
    await metadata;
    const duration = Number.isFinite(video.duration) ? video.duration : 0;
    const seeked = nextEvent(video, 'seeked', controller.signal);
    video.currentTime = Math.min(POSTER_LATEST_SECONDS, Math.max(POSTER_EARLIEST_SECONDS, duration / 10), duration);
    await seeked;
    if (!video.videoWidth || !video.videoHeight) return null;
    return await fittingPicture(video, video.videoWidth, video.videoHeight, capacity);
  } finally {
    clearTimeout(timer);
    controller.abort();
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

/** The thumbnail of `file` in at most `capacity` bytes, or null when this browser cannot make one. */
export async function makeThumbnail(file: Blob, kind: ThumbnailKind, capacity: number): Promise<Uint8Array | null> {
  try {
    return kind === 'image' ? await photoThumbnail(file, capacity) : await videoThumbnail(file, capacity);
  } catch {
    return null;
  }
}
