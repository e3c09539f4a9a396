import { useEffect, useRef, useState } from 'react';
import { notReady, type Arrival } from './arrival';

/** A file the ZIPs wait for: its id and its size are all the arrival needs of it. */
interface ZippedFile {
  id: number;
  filesize: number;
}

/**
 * ZIPs that wait for their files: "Download all" or a folder's "Download zip" pressed while some file in it has not
 * arrived (or is being checked) waits, and the ZIP starts by itself the moment every one of them is ready, since a
 * ZIP is only ever built from whole, checked files (docs/instant-share.md). `filesUnder(path)` lists a folder's
 * files (`''`: the whole share); `start(path)` downloads its ZIP.
 */
export function useZipsWhenReady<T extends ZippedFile>(
  arrival: Arrival,
  filesUnder: (path: string) => readonly T[],
  start: (path: string) => void,
) {
  /** Each ZIP asked for while its files were not all ready, by a number of its own. */
  const [requests, setRequests] = useState<ReadonlyArray<{ path: string; id: number }>>([]);
  const nextId = useRef(0);
  /** The requests whose ZIP has started (written by the effect only). */
  const started = useRef(new Set<number>());

  useEffect(() => {
    for (const request of requests) {
      if (started.current.has(request.id) || notReady(arrival, filesUnder(request.path)).length > 0) continue;
      started.current.add(request.id);
      start(request.path);
    }
  }, [arrival, requests, filesUnder, start]);

  // A request whose files are all ready has started (or does at once, above): only the others still wait.
  const waiting = requests
    .map(({ path }) => ({ path, missing: notReady(arrival, filesUnder(path)) }))
    .filter(({ missing }) => missing.length > 0);

  return {
    /** The folders (`''`: everything) whose ZIP waits, each with the files it still waits for. */
    waiting,
    /** Downloads a folder's ZIP now if every file in it is ready, else once they are. */
    request: (path: string) => {
      if (notReady(arrival, filesUnder(path)).length === 0) return start(path);
      if (waiting.some((request) => request.path === path)) return;
      nextId.current += 1;
      const id = nextId.current;
      setRequests((now) => [...now, { path, id }]);
    },
    cancel: (path: string) => setRequests((now) => now.filter((request) => request.path !== path)),
  };
}
