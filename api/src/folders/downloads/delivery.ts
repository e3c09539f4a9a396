import type { Readable, Writable } from 'node:stream';

/** Files are looked up fresh on every request: a share may end between two downloads. */
export const FILE_CACHE_CONTROL = 'private, no-cache';

/**
 * A download decided and ready: its status and headers, and its body, which either goes to `send`'s
 * destination (the response) or is dropped by `skip` (a HEAD request). Whichever is called releases what the
 * download holds, and a download delivered to the end is recorded.
 */
export interface Delivery {
  status: number;
  headers: Record<string, string | number>;
  send(out: Writable): Promise<void>;
  skip(): Promise<void>;
}

/** A stream we are done with: destroyed, and any error it still emits has a listener. */
export function discard(source: Readable): void {
  source.on('error', () => undefined);
  source.destroy();
}

/** A download cut off on purpose, not for a storage fault: a file followed as it arrives whose share ended. */
export class DownloadCutOff extends Error {}
