import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UploadEntry } from '../lib/api/folders';
import { readSizesInSlices, readSizesNow, sizesKnown, SIZES_READ_AT_ONCE } from '../lib/files/file-sizes';
import { buildFileTree, type TreeFolder } from '../lib/files/file-tree';
import { isWithin } from '../lib/files/relative-path';

export interface SelectionEntry extends UploadEntry {
  /** Stable key: paths may repeat when a user picks two files with the same name. */
  id: number;
}

let nextId = 1;

/**
 * The files picked for upload and their tree. A new pick replaces the old one; files and whole
 * folders can be removed before sharing. A large pick's tree shows at once and its sizes follow
 * (`sizesPending` until then), because reading thousands of sizes takes the browser most of a second.
 */
export function useSelection() {
  const [entries, setEntries] = useState<SelectionEntry[]>([]);
  // Bumped when a background read finishes, so the page renders again and sees every size known.
  const [, setSizesRead] = useState(0);

  const replace = useCallback((picked: readonly UploadEntry[]) => {
    if (picked.length <= SIZES_READ_AT_ONCE) readSizesNow(picked.map((entry) => entry.file));
    setEntries(picked.map((entry) => ({ ...entry, id: nextId++ })));
  }, []);

  const removeFile = useCallback(
    (id: number) => setEntries((current) => current.filter((entry) => entry.id !== id)),
    [],
  );

  const removeFolder = useCallback(
    (folderPath: string) => setEntries((current) => current.filter((entry) => !isWithin(entry.path, folderPath))),
    [],
  );

  const clear = useCallback(() => setEntries([]), []);

  const files = useMemo(() => entries.map((entry) => entry.file), [entries]);
  const sizesPending = !sizesKnown(files);

  useEffect(() => {
    if (sizesKnown(files)) return;
    const controller = new AbortController();
    void readSizesInSlices(files, controller.signal).then((done) => {
      if (done) setSizesRead((count) => count + 1);
    });
    return () => controller.abort();
  }, [files]);

  // While sizes are pending, none is read here: that is the whole point of waiting.
  const tree: TreeFolder<SelectionEntry> = useMemo(
    () => buildFileTree(entries, (entry) => ({ path: entry.path, size: sizesPending ? 0 : entry.file.size })),
    [entries, sizesPending],
  );

  return { entries, tree, sizesPending, replace, removeFile, removeFolder, clear };
}
