/**
 * The uploads a page pressed Share for, with the picked Files: it sends them from memory, and keeps their
 * bytes on the device meanwhile (keep-bytes.ts). While it holds them it also holds the upload's holding
 * lock (a Web Lock), so another page or the service worker that finds the upload's bytes not all kept yet leaves
 * it to this page instead of giving it up; the lock goes when the page does.
 */
import type { QueuedUpload } from '../../../lib/platform/app-database';
import type { KeepOutcome } from './keep-bytes';
import type { UploadBytes } from './upload-bytes';

function holdingLockName(uploadId: string): string {
  return `sharecode-upload-bytes:${uploadId}`;
}

function locks(): LockManager | undefined {
  return (globalThis.navigator as Navigator | undefined)?.locks;
}

/** Whether some page still holds `uploadId`'s Files (in this browser, any tab). */
export async function isHeldSomewhere(uploadId: string): Promise<boolean> {
  const held = (await locks()?.query())?.held ?? [];
  return held.some((lock) => lock.name === holdingLockName(uploadId));
}

export interface HeldUpload {
  upload: Pick<QueuedUpload, 'id' | 'totalBytes' | 'directOnly'>;
  bytes: UploadBytes;
  /** Keeping the bytes on the device, once started. */
  keeping?: Promise<KeepOutcome>;
  /** How far the server has acknowledged the bytes: keeping stops there. */
  acknowledged: number;
  /** Aborted once the bytes need no keeping (the upload was sent, or ended): stops keeping them. */
  signal: AbortSignal;
  stopKeeping(): void;
}

interface Entry extends HeldUpload {
  unlock: () => void;
}

export class HeldUploads {
  private readonly entries = new Map<string, Entry>();

  /** Holds `bytes` for `upload`, and its lock until released. */
  hold(upload: Pick<QueuedUpload, 'id' | 'totalBytes' | 'directOnly'>, bytes: UploadBytes): HeldUpload {
    const uploadId = upload.id;
    const controller = new AbortController();
    let unlock = () => {};
    const entry: Entry = {
      upload: { id: upload.id, totalBytes: upload.totalBytes, directOnly: upload.directOnly },
      bytes,
      acknowledged: 0,
      signal: controller.signal,
      stopKeeping: () => controller.abort(),
      unlock: () => unlock(),
    };
    this.entries.set(uploadId, entry);
    const granted = new Promise<void>((release) => (unlock = release));
    void locks()
      ?.request(holdingLockName(uploadId), () => granted)
      .catch(() => undefined);
    return entry;
  }

  ids(): string[] {
    return [...this.entries.keys()];
  }

  get(uploadId: string): HeldUpload | undefined {
    return this.entries.get(uploadId);
  }

  /** Lets go of an upload that ended (shared, refused, cancelled): its Files, its keeping, its lock. */
  release(uploadId: string): void {
    const entry = this.entries.get(uploadId);
    if (!entry) return;
    this.entries.delete(uploadId);
    entry.stopKeeping();
    entry.unlock();
  }
}
