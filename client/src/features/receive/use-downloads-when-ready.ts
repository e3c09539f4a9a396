import { useCallback, useEffect, useRef, useState } from 'react';
import { fileArrival, type Arrival, type ArrivingFile } from './arrival';

/**
 * Downloads from the server that wait for their file: a file's Download pressed while it is still arriving (or
 * being checked), whose direct road was not there or broke, starts by itself the moment the server has it whole
 * and checked, as a ZIP asked for early does (use-zips-when-ready.ts). `start(file)` downloads it.
 */
export function useDownloadsWhenReady<T extends ArrivingFile>(arrival: Arrival, start: (file: T) => void) {
  const [wanted, setWanted] = useState<ReadonlyMap<number, T>>(() => new Map());
  /** The files whose download has started (written by the effect only). */
  const started = useRef(new Set<number>());

  useEffect(() => {
    const ready = [...wanted.values()].filter(
      (file) => !started.current.has(file.id) && fileArrival(arrival, file).status === 'ready',
    );
    if (ready.length === 0) return;
    for (const file of ready) {
      started.current.add(file.id);
      start(file);
    }
    setWanted((now) => new Map([...now].filter(([id]) => !started.current.has(id))));
  }, [arrival, wanted, start]);

  /** Downloads `file` from the server now if it is there whole, else once it is. */
  const want = useCallback((file: T) => {
    started.current.delete(file.id);
    setWanted((now) => new Map(now).set(file.id, file));
  }, []);

  return { want, waiting: (id: number) => wanted.has(id) };
}
