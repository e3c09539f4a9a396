/** How a file of the share stands, as the page following its arrival says (features/receive's arrival). */
export interface GalleryFileState {
  status: 'arriving' | 'checking' | 'ready';
  /** Bytes of it that have arrived. */
  receivedBytes: number;
}

/** What the gallery needs of a file of a plain share (lib/api's RetrievedFile has all of it). */
export interface GalleryFile {
  id: number;
  filesize: number;
  url: string;
  thumbnailUrl?: string | null;
  /** Its type as the server serves it. */
  mimetype?: string;
}

/** Words for a file that cannot be opened yet, shown on its tile and in the viewer. */
export function waitingLabel(state: GalleryFileState, percent: number): string {
  if (state.status === 'checking') return 'Checking…';
  return percent > 0 ? `Arriving · ${percent}%` : 'Arriving…';
}
