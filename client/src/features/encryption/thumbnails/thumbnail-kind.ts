/**
 * Which files of an end-to-end encrypted share the sender's browser makes a thumbnail of: photos a browser decodes
 * and videos it can play, by extension (as the gallery judges media). Anything else, or a file no browser here can
 * decode after all, gets none, and its tile shows its icon.
 */
import { extensionOf } from '../../../lib/files/relative-path';

export type ThumbnailKind = 'image' | 'video';

const IMAGES = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'avif']);
const VIDEOS = new Set(['mp4', 'm4v', 'mov', 'webm', 'ogv']);

export function thumbnailKindOf(path: string): ThumbnailKind | null {
  const extension = extensionOf(path);
  if (IMAGES.has(extension)) return 'image';
  if (VIDEOS.has(extension)) return 'video';
  return null;
}
