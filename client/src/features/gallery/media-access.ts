/**
 * How the gallery reaches a file's bytes. A plain share's (or the console's) files are addresses on the server:
 * thumbnails it made, previews it serves inline and by ranges, downloads as links. An end-to-end encrypted share's
 * exist readable only in this browser: thumbnails decrypted from the share's pack, photos decrypted into memory, video and audio decrypted by the
 * service worker range by range, downloads decrypted as they are saved (encrypted-access.ts).
 */
import { fileDownloadUrl, filePreviewUrl } from '../../lib/api/folders';
import type { GalleryFile } from './file-state';
import type { MediaType } from './media-kind';

/**
 * Where in a video its poster frame is taken from when the browser draws one (a media fragment): a moment in
 * rather than the very first frame, which is often black.
 */
const POSTER_FRAME_SECONDS = 0.1;

/** An address made for the viewer, and how to let it go once the viewer moves on. */
export interface OpenedMedia {
  url: string;
  release?: () => void;
}

export type MediaDownload = { href: string } | { onDownload: () => void };

/** A thumbnail made in this browser (an encrypted share's, decrypted from its pack); `key` names it. */
export interface MadeThumbnail {
  key: string;
  /** The picture, or null when the file has none. */
  make: () => Promise<Blob | null>;
}

/**
 * A video whose poster this browser draws from the file itself: the frame a `<video preload="metadata">` shows of
 * `frameOf` (a plain share's video, of which the server makes no thumbnail: it never runs a video decoder). Only
 * the ranges holding the video's index and that frame are fetched, and only for tiles on screen.
 */
export interface VideoFrame {
  frameOf: string;
}

/** The server's address of a thumbnail, one made here, or a video's own frame. */
export type ThumbnailSource = string | MadeThumbnail | VideoFrame;

export function isVideoFrame(source: ThumbnailSource | null): source is VideoFrame {
  return typeof source === 'object' && source !== null && 'frameOf' in source;
}

export interface MediaAccess<T> {
  /** The file's thumbnail (a video's poster), or null: its icon stands for it. */
  thumbnailOf: (file: T, media: MediaType) => ThumbnailSource | null;
  /**
   * Where the viewer shows or plays the file from: an address at once, or the work that makes one (decrypting),
   * started when the viewer shows the file, resolving null when it cannot be shown here (the viewer says so and
   * offers Download).
   */
  open: (file: T, media: MediaType) => string | (() => Promise<OpenedMedia | null>);
  download: (file: T) => MediaDownload;
}

/** Files the server serves: its thumbnails, its inline previews (ranges for players), its downloads. */
export const SERVER_ACCESS: MediaAccess<GalleryFile> = {
  thumbnailOf: (file, media) =>
    file.thumbnailUrl ??
    (media.kind === 'video' && media.inline ? { frameOf: `${filePreviewUrl(file)}#t=${POSTER_FRAME_SECONDS}` } : null),
  open: (file) => filePreviewUrl(file),
  download: (file) => ({ href: fileDownloadUrl(file) }),
};
