/** What decides whether a file gets a thumbnail, as much as a share's listing needs to know. */
export interface ThumbnailCandidate {
  filepath: string;
  filesize: number;
}

/** The share a ThumbnailCandidate is in: encrypted and direct-only shares have no server-made thumbnails. */
export interface ThumbnailShare {
  encrypted: boolean;
  directOnly: boolean;
}

/**
 * Whether a file of a share may have a thumbnail, so that its listing offers the thumbnail's address. The
 * thumbnails module answers it (ThumbnailSourcesModule, global): folders cannot import the thumbnails module,
 * which imports this one for the files it draws.
 */
export abstract class ThumbnailSources {
  abstract mayHaveThumbnail(file: ThumbnailCandidate, share: ThumbnailShare): boolean;
}
