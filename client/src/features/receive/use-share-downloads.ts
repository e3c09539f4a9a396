import { useCallback } from 'react';
import type { GalleryFile } from '../gallery';
import { useDirectDownloads, type DownloadRoadState } from '../live';
import { fileArrival, type Arrival, type ArrivingFile } from './arrival';
import type { ShareContents } from './contents/share-contents';
import { useDownloadsWhenReady } from './use-downloads-when-ready';

/** A download waiting for its stored object to arrive. */
interface WaitingDownload<E> extends ArrivingFile {
  file: E;
}

export interface ShareDownloads<E> {
  /**
   * Tries the sender's device first; the server otherwise: at once when it has the file, following the upload
   * while it arrives where the contents can, else once it has arrived.
   */
  download: (file: E) => void;
  /** The road a file's download takes, once pressed. */
  roadOf: (file: E) => DownloadRoadState | undefined;
  /** Its Download was pressed while it was arriving, and waits for the server to have it. */
  waiting: (file: E) => boolean;
}

/**
 * A share's file downloads: from the sender's device when its page is open (it holds every byte from the moment it
 * shared them, so a file still arriving on the server comes at once), checked and saved (decrypted first by an
 * encrypted share's contents); else from the server: a plain share's file still arriving follows its upload (each
 * byte crosses the sender's uplink once), an encrypted share's waits until it has arrived. A share sent directly
 * only has no server road.
 */
export function useShareDownloads<E extends GalleryFile>(
  contents: ShareContents<E>,
  arrival: Arrival,
  directOnly: boolean,
): ShareDownloads<E> {
  const direct = useDirectDownloads();
  const { fromServer, follow, storedOf } = contents;
  const start = useCallback(({ file }: WaitingDownload<E>) => fromServer(file), [fromServer]);
  const later = useDownloadsWhenReady<WaitingDownload<E>>(arrival, start);

  /** From the server: now when it is here, following it as it arrives where it can be, else once it has. */
  const serverRoad = (file: E) => {
    const stored = storedOf(file);
    if (follow && fileArrival(arrival, stored).status !== 'ready') return follow(file);
    later.want({ id: stored.id, filesize: stored.filesize, file });
  };

  const download = (file: E) => {
    const target = contents.directFileOf(file);
    if (!target) return fromServer(file);
    direct.download(target, {
      save: (received, release) => contents.saveReceived(file, received, release),
      fromServer: directOnly ? undefined : () => serverRoad(file),
    });
  };
  return {
    download,
    roadOf: (file) => direct.roads.get(storedOf(file).id),
    waiting: (file) => later.waiting(storedOf(file).id),
  };
}
