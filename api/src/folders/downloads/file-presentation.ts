/** How a stored file goes out over HTTP: its Content-Type and whether the browser may show it. */
export interface FilePresentation {
  contentType: string;
  disposition: 'inline' | 'attachment';
  /** Content-Security-Policy for the response itself. */
  contentSecurityPolicy: string;
}

/** Images previewed in the browser, shown with their own type. SVG is left out: it can run script. */
const INLINE_IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * Video and audio played in the page (`<video src>`, `<audio src>`), by HTTP Range as the player seeks, shown
 * with their own type. Playing never counts as a download: see downloads.service.ts.
 */
const INLINE_MEDIA_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  flac: 'audio/flac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  weba: 'audio/webm',
};

/** Shown as plain text, never as what they are: uploaded HTML, scripts and the like must not run here. */
const INLINE_TEXT_EXTENSIONS = new Set(['json', 'js', 'ts', 'txt', 'html', 'htm', 'css', 'md', 'csv', 'xml', 'log']);

const PLAIN_TEXT = 'text/plain; charset=utf-8';

/**
 * Whatever a file holds, its response cannot script our origin: sandboxed, no sub-resources but its own
 * images and inline styles (image documents and text views need those), framable only by our own pages.
 */
export const FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
/**
 * A video or audio file opened on its own is a media document whose player loads the file itself: the sandbox
 * as for every file, and its own bytes allowed as media.
 */
export const MEDIA_PREVIEW_CSP =
  "sandbox; default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
/**
 * PDF previews are framed by the client page. Chromium refuses to render PDFs in sandboxed documents,
 * so these keep only the framing rule; the PDF viewer's own scripting is isolated from our origin.
 */
export const PDF_PREVIEW_CSP = "frame-ancestors 'self'";

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/**
 * Downloads are attachments with the stored type. Previews (`inline`) show images, video, audio, PDF and
 * text-like files; anything else stays an attachment.
 */
export function presentFile(filename: string, storedType: string, inline: boolean): FilePresentation {
  const attachment: FilePresentation = {
    contentType: storedType,
    disposition: 'attachment',
    contentSecurityPolicy: FILE_CSP,
  };
  if (!inline) return attachment;
  const extension = extensionOf(filename);
  const imageType = INLINE_IMAGE_TYPES[extension];
  if (imageType) return { contentType: imageType, disposition: 'inline', contentSecurityPolicy: FILE_CSP };
  const mediaType = INLINE_MEDIA_TYPES[extension];
  if (mediaType) return { contentType: mediaType, disposition: 'inline', contentSecurityPolicy: MEDIA_PREVIEW_CSP };
  if (extension === 'pdf') {
    return { contentType: 'application/pdf', disposition: 'inline', contentSecurityPolicy: PDF_PREVIEW_CSP };
  }
  if (INLINE_TEXT_EXTENSIONS.has(extension)) {
    return { contentType: PLAIN_TEXT, disposition: 'inline', contentSecurityPolicy: FILE_CSP };
  }
  return attachment;
}
