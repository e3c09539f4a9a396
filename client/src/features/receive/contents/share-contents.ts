/**
 * What a recipient's page needs of a share, whatever holds its bytes: the one view (share-view.tsx) renders any
 * implementation of this port. Two exist: a plain share's files, which the server serves (plain-contents.ts), and an
 * end-to-end encrypted share's, readable only in this browser (encrypted-contents.ts). Both are held to one contract
 * suite (contents.contract.ts).
 */
import type { PreviewSource } from '../../files';
import type { DirectFile } from '../../live';
import type { GalleryFile, MediaAccess } from '../../gallery';
import type { ArrivingFile } from '../arrival';

/** What the preview dialog shows first, and, when the file must be made readable here first, what follows. */
export interface PreviewStart {
  source: PreviewSource;
  /** The readable file once decrypted; null when it could not be (the contents' `problem` then says why). */
  later?: Promise<PreviewSource | null>;
}

/** A ZIP of a folder (or of everything, path ''). */
export interface ZipAccess {
  /** An address that serves it, when the server builds it; absent when this browser builds it. */
  href?: (path: string) => string;
  /** Starts it now: every file under `path` is whole. */
  start: (path: string) => void;
}

export interface ShareContents<E extends GalleryFile> extends Pick<MediaAccess<E>, 'thumbnailOf' | 'open'> {
  /** The share's files in its order; each one's `filesize` is its size as the person picked it. */
  files: readonly E[];
  /** Where a file sits in the share. */
  pathOf: (file: E) => string;
  /** The object the server stores for it, whose arrival says when it can be downloaded. */
  storedOf: (file: E) => ArrivingFile;
  /** An address the file downloads from as it is; absent when it must be decrypted on the way. */
  linkOf?: (file: E) => string;
  preview: (file: E) => PreviewStart;
  /** What the sender's device is asked for on the direct road; absent when there is nothing to ask. */
  directFileOf: (file: E) => DirectFile | undefined;
  /** Saves what the direct road brought whole (decrypting it first where it must). */
  saveReceived: (file: E, received: Blob, release: () => void) => Promise<void> | void;
  /** Downloads it from the server. */
  fromServer: (file: E) => void;
  /** Downloads it from the server while it is still arriving, as the upload stores it. */
  follow: (file: E) => void;
  /** The ZIPs of the share's folders; absent when none are offered. */
  zip?: ZipAccess;
  /** The QR image of the share's address, when it may be shown (an encrypted share's key is not in it). */
  qrCode?: string;
  encrypted: boolean;
  /** The last download or preview that failed, in words for the person; null when none did. */
  problem: string | null;
}
