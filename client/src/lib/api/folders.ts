/**
 * Every call on a shared folder in one typed module: retrieval by code, by link, by a user-entered URL and by a
 * decoded QR, the progress of a share whose files are arriving, and the addresses of downloads, previews and
 * zips (uploads are resumable-uploads.ts).
 * Every address a retrieval answers carries the folder's link; code lookups may have to prove work first
 * (proof-of-work-request.ts). The sender's calls on a folder are in folder-management.ts.
 */
import { qrFetchUrl } from '../sharing/qr-url';
import { defineMessages } from '../i18n/define-messages';
import { pageIntl } from '../i18n/page-intl';
import { ApiError, messageOf, requestFailedMessage, requestJson } from './http';
import { type LookupOptions, requestWithProofOfWork } from './proof-of-work-request';
import type { components } from './schema';
import type { UploadProgress } from './upload-request';

const messages = defineMessages({
  noFolder: { id: 'api.folders.noFolder', defaultMessage: 'The answer did not contain a folder.' },
});

type Schemas = components['schemas'];

/**
 * A share as its sender gets it: POST /api/upload's 201 answer, and a resumable upload's from its announcement on.
 * `folderUrl` is the share's link (`…/s/{code}-{key}`); `qrCode` is a PNG data URL whose QR decodes to it;
 * `manageKey` reads the share's state and ends it (docs/sender-control.md).
 */
export type UploadedFolder = Schemas['UploadResponseDto'];

/** One file of a retrieved folder: `url` downloads it (see `filePreviewUrl` for the preview variant). */
export type RetrievedFile = Schemas['FolderFileDto'];

/**
 * A retrieved folder. The addresses of its QR image and ZIP, its expiry, retention and encryption flag are
 * absent from answers that are not shared folders (a user-entered URL's content shown as a folder).
 */
export type RetrievedFolder = Omit<Schemas['FolderDto'], OptionalFolderField> &
  Partial<Pick<Schemas['FolderDto'], OptionalFolderField>>;
type OptionalFolderField =
  'qrCode' | 'zipUrl' | 'expiresAt' | 'retention' | 'encrypted' | 'directOnly' | 'senderPresent';

/** One file picked for upload, with the relative path it is shared under. */
export interface UploadEntry {
  file: File;
  path: string;
}

export type { UploadProgress };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The folder inside an answer: this API wraps it in `data`; a user-entered URL may answer with it bare. */
export function folderFromBody(body: unknown): RetrievedFolder | null {
  if (!body || typeof body !== 'object') return null;
  const candidate = 'data' in body && body.data ? body.data : body;
  if (!candidate || typeof candidate !== 'object') return null;
  const files = (candidate as { files?: unknown }).files;
  return Array.isArray(files) ? (candidate as RetrievedFolder) : null;
}

function requireFolder(body: unknown, status = 200): RetrievedFolder {
  const folder = folderFromBody(body);
  if (!folder) throw new ApiError(status, pageIntl().formatMessage(messages.noFolder), body);
  return folder;
}

export type { LookupOptions };

/** GET /api/folders/retrive/{code} (spelled so for clients that already call it; /retrieve/ works too): a code lookup. */
export async function retrieveFolder(code: string, options: LookupOptions = {}): Promise<RetrievedFolder> {
  return requireFolder(
    await requestWithProofOfWork<unknown>(`/api/folders/retrive/${encodeURIComponent(code)}`, options),
  );
}

/** GET /s/{ref} as JSON: a link lookup (`4821-<key>`), or a code lookup when `ref` is a bare code. */
export async function fetchFolderByRef(ref: string, options: LookupOptions = {}): Promise<RetrievedFolder> {
  return requireFolder(await requestWithProofOfWork<unknown>(`/s/${encodeURIComponent(ref)}`, options));
}

/**
 * Addresses on this site may be code lookups, so they get the proof-of-work handling; elsewhere a 429 is
 * just shown (and no header of ours is sent to another site).
 */
function isThisSite(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function requestUserUrl(url: string, options: LookupOptions): Promise<unknown> {
  const sameSite = isThisSite(url);
  return sameSite
    ? requestWithProofOfWork<unknown>(url, options)
    : requestJson<unknown>(url, { signal: options.signal });
}

/** What a user-entered URL answered: a folder, other JSON, or plain text (the page shows it either way). */
export type UrlContent =
  /** `fragment`: what followed `#` in the address (an end-to-end encrypted share's key). */
  | { kind: 'folder'; folder: RetrievedFolder; fragment?: string }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string };

/**
 * GET of a user-entered URL. Asks for JSON, so a share URL (`/s/{code}` or a link) answers with its folder rather
 * than the page; anything else is shown as JSON or as text.
 */
export async function fetchUserUrl(url: string, options: LookupOptions = {}): Promise<UrlContent> {
  const body = await requestUserUrl(url, options);
  if (typeof body === 'string') return { kind: 'text', text: body };
  const folder = folderFromBody(body);
  return folder ? { kind: 'folder', folder } : { kind: 'json', value: body };
}

/** GET of a decoded QR text with "/qr" appended. */
export async function fetchQrFolder(decoded: string, options: LookupOptions = {}): Promise<RetrievedFolder> {
  return requireFolder(await requestUserUrl(qrFetchUrl(decoded), options));
}

/** What a share whose files are arriving says when polled (GET {progressUrl}): the files not ready yet. */
export type FolderProgress = Schemas['FolderProgressDto'];

/** The attachment download of one file. */
export function fileDownloadUrl(file: Pick<RetrievedFile, 'url'>): string {
  return file.url;
}

/**
 * The download of a file still arriving, as its upload stores it (docs/instant-share.md, "Following an arriving
 * file"): the browser saves it as the bytes land, and it completes once the file has arrived and been checked.
 */
export function fileFollowUrl(file: Pick<RetrievedFile, 'url'>): string {
  return `${file.url}${file.url.includes('?') ? '&' : '?'}follow=1`;
}

/** The preview variant: images and PDF inline, text-like as text/plain, everything else as an attachment. */
export function filePreviewUrl(file: Pick<RetrievedFile, 'url'>): string {
  return `${file.url}${file.url.includes('?') ? '&' : '?'}inline=1`;
}

/** A ZIP of the whole share (its `zipUrl`), or of one folder in it (`path` as shown in the tree). */
export function folderZipUrl(zipUrl: string, path = ''): string {
  return path ? `${zipUrl}${zipUrl.includes('?') ? '&' : '?'}path=${encodeURIComponent(path)}` : zipUrl;
}

/** Text previews stop here: enough to read, not enough to freeze a phone on a 2 GB log file. */
export const TEXT_PREVIEW_BYTES = 256 * 1024;

export interface TextPreview {
  text: string;
  truncated: boolean;
}

/** Fetches the start of a text-like file for a <pre> preview (uses the API's Range support). */
export async function fetchTextPreview(url: string, signal?: AbortSignal): Promise<TextPreview> {
  const response = await fetch(url, { headers: { Range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` }, signal });
  if (!response.ok) {
    const body = parseJson(await response.text().catch(() => ''));
    throw new ApiError(response.status, messageOf(body) ?? requestFailedMessage(response.status), body);
  }
  const text = await response.text();
  const total = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? NaN);
  return { text, truncated: response.status === 206 && Number.isFinite(total) && total > TEXT_PREVIEW_BYTES };
}

/**
 * A stored file's bytes exactly as stored (an end-to-end encrypted share's ciphertext), as a stream. Rejects
 * with ApiError when the server refuses (gone, rate-limited…), TypeError when the network fails.
 */
export async function fetchStoredBytes(url: string, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) {
    const body = parseJson(await response.text().catch(() => ''));
    throw new ApiError(response.status, messageOf(body) ?? requestFailedMessage(response.status), body);
  }
  return response.body;
}
