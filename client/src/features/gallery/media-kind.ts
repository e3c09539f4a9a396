/**
 * Which files the gallery shows and how the viewer shows each, judged by extension as the server does
 * (api/src/folders/downloads/file-presentation.ts serves these inline): an image the page can draw, a video or
 * audio file it can play by ranges, or one of those it cannot (HEIC, TIFF, MKV…), which still shows in the grid and
 * opens on its name, size and Download.
 */
import { extensionOf } from '../../lib/files/relative-path';

export type MediaKind = 'image' | 'video' | 'audio';

export interface MediaType {
  kind: MediaKind;
  /** The server serves it inline (`?inline=1`) as a type browsers can draw or may play. */
  inline: boolean;
}

const INLINE: Record<MediaKind, ReadonlySet<string>> = {
  image: new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'avif']),
  video: new Set(['mp4', 'm4v', 'mov', 'webm', 'ogv']),
  audio: new Set(['mp3', 'm4a', 'aac', 'wav', 'flac', 'ogg', 'oga', 'opus', 'weba']),
};

const DOWNLOAD_ONLY: Record<MediaKind, ReadonlySet<string>> = {
  image: new Set(['heic', 'heif', 'tif', 'tiff', 'jpe', 'jfif']),
  video: new Set(['mkv', 'avi', '3gp', 'wmv', 'mpg', 'mpeg']),
  audio: new Set(['wma', 'aif', 'aiff', 'amr', 'mid', 'midi']),
};

const KINDS: readonly MediaKind[] = ['image', 'video', 'audio'];

/** The media type of a file by its path, or null when the gallery leaves it to the Files view. */
export function mediaTypeOf(path: string): MediaType | null {
  const extension = extensionOf(path);
  for (const kind of KINDS) {
    if (INLINE[kind].has(extension)) return { kind, inline: true };
    if (DOWNLOAD_ONLY[kind].has(extension)) return { kind, inline: false };
  }
  return null;
}

/** Photos and videos: what makes a folder worth a gallery (audio alone does not). */
export function isVisual(path: string): boolean {
  const kind = mediaTypeOf(path)?.kind;
  return kind === 'image' || kind === 'video';
}

export type FolderView = 'files' | 'gallery';

/** The gallery is offered for files holding at least one photo or video. */
export function galleryOffered(paths: readonly string[]): boolean {
  return paths.some(isVisual);
}

/** The view a folder opens in: the gallery when most of its files are photos or videos, the list otherwise. */
export function defaultView(paths: readonly string[]): FolderView {
  const visual = paths.filter(isVisual).length;
  return visual > 0 && visual * 2 > paths.length ? 'gallery' : 'files';
}
