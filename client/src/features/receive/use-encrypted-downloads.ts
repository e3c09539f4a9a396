import { useCallback } from 'react';
import type { RetrievedFile } from '../../lib/api/folders';
import type { ManifestEntry, DownloadJob, OpenedShare } from '../encryption';
import { baseName } from '../../lib/files/relative-path';
import { useDirectDownloads, type DownloadRoadState } from '../live';
import type { Arrival } from './arrival';
import { decryptedCiphertext } from './direct-save';
import { saveBlob } from './save-blob';
import { useDownloadsWhenReady } from './use-downloads-when-ready';

/** A manifest entry with its stored object, as a download that may wait for the object to arrive. */
interface EntryDownload {
  id: number;
  filesize: number;
  entry: ManifestEntry;
}

export interface EncryptedDownloads {
  /** Tries the sender's device first; the server otherwise, at once when it has the object, else once it has. */
  download: (entry: ManifestEntry) => void;
  /** The road an entry's download takes, once pressed. */
  roadOf: (entry: ManifestEntry) => DownloadRoadState | undefined;
  /** Its Download was pressed while it was arriving, and waits for the server to have it. */
  waiting: (entry: ManifestEntry) => boolean;
}

/**
 * The file downloads of an open end-to-end encrypted share: the ciphertext from the sender's device when its page
 * is open (which holds every byte from the moment it shared them, so a file still arriving on the server comes at
 * once), checked and decrypted here; else the server's, decrypted as it streams, waiting for a file still arriving.
 * A share sent directly only has no server road.
 */
export function useEncryptedDownloads(
  share: OpenedShare | null,
  stored: ReadonlyMap<string, RetrievedFile>,
  arrival: Arrival,
  { directOnly, run }: { directOnly: boolean; run: (job: DownloadJob) => void },
): EncryptedDownloads {
  const direct = useDirectDownloads();
  const fromServer = useCallback(
    ({ entry }: EntryDownload) => {
      if (share)
        run({ kind: 'file', name: baseName(entry.path), shareKey: share.shareKey, entry, url: share.urls[entry.id] });
    },
    [share, run],
  );
  const later = useDownloadsWhenReady(arrival, fromServer);

  const download = (entry: ManifestEntry) => {
    if (!share) return;
    const file = stored.get(entry.id);
    if (!file) return fromServer({ id: -1, filesize: entry.size, entry });
    const waitable = { id: file.id, filesize: file.filesize, entry };
    direct.download(
      { id: file.id, path: file.filepath, size: file.filesize, url: share.urls[entry.id], sha256: file.sha256 },
      {
        save: async (ciphertext, release) => {
          const plaintext = await decryptedCiphertext(share, entry, ciphertext);
          // The ciphertext is no longer read once the plaintext is whole.
          release();
          saveBlob(plaintext, baseName(entry.path));
        },
        fromServer: directOnly ? undefined : () => later.want(waitable),
      },
    );
  };
  const idOf = (entry: ManifestEntry) => stored.get(entry.id)?.id ?? -1;
  return {
    download,
    roadOf: (entry) => direct.roads.get(idOf(entry)),
    waiting: (entry) => later.waiting(idOf(entry)),
  };
}
