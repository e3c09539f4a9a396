import { useCallback } from 'react';
import type { GalleryFile } from '../gallery';
import { useDirectDownloads, type DownloadRoadState } from '../live';
import type { Arrival, ArrivingFile } from './arrival';
import type { ShareContents } from './contents/share-contents';
import { useDownloadsWhenReady } from './use-downloads-when-ready';

/** A download waiting for its stored object to arrive. */
interface WaitingDownload<E> extends ArrivingFile {
  file: E;
}

export interface ShareDownloads<E> {
  /** Tries the sender's device first; the server otherwise, at once when it has the file, else once it has. */
  download: (file: E) => void;
  /** The road a file's download takes, once pressed. */
  roadOf: (file: E) => DownloadRoadState | undefined;
  /** Its Download was pressed while it was arriving, and waits for the server to have it. */
  waiting: (file: E) => boolean;
}

/**
 * A share's file downloads: from the sender's device when its page is open (it holds every byte from the moment it
 * shared them, so a file still arriving on the server comes at once), checked and saved (decrypted first by an
 * encrypted share's contents); else from the server, waiting for a file still arriving. A share sent directly only
 * has no server road.
 */
export function useShareDownloads<E extends GalleryFile>(
  contents: ShareContents<E>,
  arrival: Arrival,
  directOnly: boolean,
): ShareDownloads<E> {
  const direct = useDirectDownloads();
  const { fromServer, storedOf } = contents;
  const start = useCallback(({ file }: WaitingDownload<E>) => fromServer(file), [fromServer]);
  const later = useDownloadsWhenReady<WaitingDownload<E>>(arrival, start);

  const download = (file: E) => {
    const target = contents.directFileOf(file);
    if (!target) return fromServer(file);
    const stored = storedOf(file);
    direct.download(target, {
      save: (received, release) => contents.saveReceived(file, received, release),
      fromServer: directOnly ? undefined : () => later.want({ id: stored.id, filesize: stored.filesize, file }),
    });
  };
  return {
    download,
    roadOf: (file) => direct.roads.get(storedOf(file).id),
    waiting: (file) => later.waiting(storedOf(file).id),
  };
}
