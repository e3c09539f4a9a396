import { useCallback, useEffect, useRef, useState } from 'react';
import { directConnector, reportReceived } from './connection';
import { receiveDirectly, type DirectFile, type Road } from './direct-download';
import type { GoOn } from './direct-probe';
import { sweepReceivedFiles } from './received-file';

/** How far a download is, in whole percent: what the page shows, so it changes only as often as that does. */
export function percentOf(received: number, size: number): number {
  return size > 0 ? Math.floor((received / size) * 100) : 0;
}

/**
 * How one download is going: its road, and for the direct road how much of it came; `unreachable`: a share sent
 * directly only whose sender's device could not be reached (or the connection broke), so nothing came.
 */
export interface DownloadRoadState {
  road: Road | 'unreachable';
  received: number;
  size: number;
  done: boolean;
}

export interface DirectDownloadHandlers {
  /**
   * Saves the whole object, checked (an encrypted share's ciphertext: the caller decrypts it), and calls `release`
   * once the browser no longer reads `file`, which is then deleted.
   */
  save: (file: Blob, release: () => void) => Promise<void> | void;
  /**
   * Downloads it from the server the usual way; absent for a share sent directly only, which the server holds
   * nothing of: the download then says the sender's device cannot be reached.
   */
  fromServer?: () => void;
  /**
   * Whether the direct road, at the pace its first bytes came, should go on bringing the file; false takes the
   * server's road instead (`fromServer`); null: cannot tell yet, ask again. Absent: the direct road goes on
   * whatever its pace.
   */
  goOn?: GoOn;
  /** Bytes of a file still arriving that the server holds already: taken from there, the rest directly. */
  serverHolds?: number;
}

/**
 * A recipient's downloads, each trying the direct road first (the sender's page, when it is open), with the road
 * each one takes, by file id, for the page to show. A share sent directly only has no other road.
 */
export function useDirectDownloads(): {
  roads: ReadonlyMap<number, DownloadRoadState>;
  download: (file: DirectFile, handlers: DirectDownloadHandlers) => void;
} {
  const [roads, setRoads] = useState<ReadonlyMap<number, DownloadRoadState>>(() => new Map());
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const running = controllers.current;
    // Files received by pages that closed before they could delete them.
    void sweepReceivedFiles().catch(() => undefined);
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const note = useCallback((id: number, change: Partial<DownloadRoadState>) => {
    setRoads((current) => {
      const next = new Map(current);
      const previous = next.get(id) ?? { road: 'server', received: 0, size: 0, done: false };
      next.set(id, { ...previous, ...change });
      return next;
    });
  }, []);

  const download = useCallback(
    (file: DirectFile, { save, fromServer, goOn, serverHolds }: DirectDownloadHandlers) => {
      const server = () => {
        if (!fromServer) return note(file.id, { road: 'unreachable', received: 0, size: file.size, done: true });
        note(file.id, { road: 'server', done: true });
        fromServer();
      };
      const connect = directConnector(file.url);
      if (!connect) return server();
      const controller = new AbortController();
      controllers.current.add(controller);
      note(file.id, { road: 'server', received: 0, size: file.size, done: false });
      let shown = 0;
      setRoads((current) => {
        const next = new Map(current);
        // Unknown until the sender's page answers (or does not): nothing is said meanwhile.
        next.delete(file.id);
        return next;
      });
      void receiveDirectly(file, {
        connect,
        signal: controller.signal,
        onRoad: (road) => note(file.id, { road, size: file.size }),
        onProgress: (received) => {
          // A chunk is 64 KiB: redrawing the page for each would cost more than receiving it.
          const percent = percentOf(received, file.size);
          if (percent === shown) return;
          shown = percent;
          note(file.id, { received });
        },
        onReceived: (receipt) => reportReceived(file.url, receipt),
        serverFallback: fromServer !== undefined,
        goOn,
        serverHolds,
      })
        .then(async (result) => {
          if (result.kind === 'server') return server();
          const release = () => void result.discard();
          await Promise.resolve(save(result.file, release)).catch((error: unknown) => {
            release();
            throw error;
          });
          note(file.id, { road: result.road, received: file.size, done: true });
        })
        .catch(server)
        .finally(() => controllers.current.delete(controller));
    },
    [note],
  );

  return { roads, download };
}
