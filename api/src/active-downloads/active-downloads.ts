import { Injectable } from '@nestjs/common';

/** One download's hold on a folder's stored bytes; released once its stream has ended, however it ended. */
export interface DownloadLease {
  /** Safe to call more than once; resolves once every instance can see the download is over. */
  release(): Promise<void>;
}

function increment<K>(counts: Map<K, number>, key: K): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function decrement<K>(counts: Map<K, number>, key: K): void {
  const left = (counts.get(key) ?? 0) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * The downloads this process is streaming right now, by folder and by storage key. Removing the stored
 * bytes under a download would cut it off mid-file (or, for a ZIP, before the entries still to come), so
 * whatever deletes a folder's bytes asks here first and leaves the bytes being streamed for a later run.
 *
 * This class sees this process's downloads; SharedActiveDownloads adds every instance's, by folder.
 */
@Injectable()
export class ActiveDownloads {
  private readonly folders = new Map<number, number>();
  private readonly keys = new Map<string, number>();

  /** Registers a download of `keys` (stored files of folder `folderId`) for as long as it streams. */
  begin(folderId: number, keys: readonly string[]): DownloadLease {
    const held = [...new Set(keys)];
    increment(this.folders, folderId);
    for (const key of held) increment(this.keys, key);
    let released = false;
    return {
      release: () => {
        if (!released) {
          released = true;
          decrement(this.folders, folderId);
          for (const key of held) decrement(this.keys, key);
        }
        return Promise.resolve();
      },
    };
  }

  isFolderStreaming(folderId: number): boolean {
    return this.folders.has(folderId);
  }

  isKeyStreaming(key: string): boolean {
    return this.keys.has(key);
  }

  /** Whether any download of folder `folderId` is streaming, in this process or (when shared) any instance. */
  isFolderStreamingAnywhere(folderId: number): Promise<boolean> {
    return Promise.resolve(this.isFolderStreaming(folderId));
  }
}
