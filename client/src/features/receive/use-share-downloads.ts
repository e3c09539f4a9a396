import { useEffect, useRef } from 'react';
import type { GalleryFile } from '../gallery';
import { useDirectDownloads, type DirectProbe, type DownloadRoadState } from '../live';
import { fileArrival, type Arrival } from './arrival';
import type { ShareContents } from './contents/share-contents';
import { directOutrunsUpload, uploadPace, withSample, type PaceSample } from './road-choice';

export interface ShareDownloads<E> {
  /**
   * Tries the sender's device first; the server otherwise: at once when it has the file, following the upload
   * while it arrives.
   */
  download: (file: E) => void;
  /** The road a file's download takes, once pressed. */
  roadOf: (file: E) => DownloadRoadState | undefined;
}

/**
 * The arrival as it is now, and the pace of the share's upload as the page has seen it, for the road choice a
 * direct download makes a second after it was pressed.
 */
function useUploadWatch(arrival: Arrival) {
  const latest = useRef(arrival);
  const samples = useRef<readonly PaceSample[]>([]);
  useEffect(() => {
    latest.current = arrival;
    if (arrival.status === 'ready') return;
    samples.current = withSample(samples.current, { at: performance.now(), bytes: arrival.receivedBytes });
  }, [arrival]);
  return {
    arrival: () => latest.current,
    pace: () => uploadPace(samples.current, performance.now()),
  };
}

/**
 * A share's file downloads: from the sender's device when its page is open (it holds every byte from the moment it
 * shared them), checked and saved (decrypted first by an encrypted share's contents); else from the server. A file
 * still arriving follows its upload from the server (each byte crosses the sender's uplink once) unless the direct
 * road proves faster than the upload (road-choice.ts). A share sent directly only has no server road.
 */
export function useShareDownloads<E extends GalleryFile>(
  contents: ShareContents<E>,
  arrival: Arrival,
  directOnly: boolean,
): ShareDownloads<E> {
  const direct = useDirectDownloads();
  const { fromServer, follow, storedOf } = contents;
  const upload = useUploadWatch(arrival);

  /** From the server: at once when it is here, else following it as it arrives. */
  const serverRoad = (file: E) =>
    fileArrival(upload.arrival(), storedOf(file)).status === 'ready' ? fromServer(file) : follow(file);

  /** For a file the server streams as it arrives: whether the direct road beats that, judged as it starts. */
  const goOnWhileArriving = (file: E) => (probe: DirectProbe) => {
    const now = fileArrival(upload.arrival(), storedOf(file));
    if (now.status !== 'arriving') return true;
    return directOutrunsUpload(probe, { size: storedOf(file).filesize, ...now }, upload.pace());
  };

  const download = (file: E) => {
    const target = contents.directFileOf(file);
    if (!target) return fromServer(file);
    const now = fileArrival(arrival, storedOf(file));
    const arriving = now.status !== 'ready' && !directOnly;
    direct.download(target, {
      save: (received, release) => contents.saveReceived(file, received, release),
      fromServer: directOnly ? undefined : () => serverRoad(file),
      goOn: arriving ? goOnWhileArriving(file) : undefined,
      // What the server holds already comes from there; only the rest can come directly.
      serverHolds: arriving ? now.receivedBytes : 0,
    });
  };
  return {
    download,
    roadOf: (file) => direct.roads.get(storedOf(file).id),
  };
}
