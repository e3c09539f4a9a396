import { useCallback, useMemo, useState } from 'react';
import type { UploadEntry } from '../lib/api/shares';
import { buildFileTree, type TreeFolder } from '../lib/file-tree';
import { isWithin } from '../lib/relative-path';

export interface SelectionEntry extends UploadEntry {
  /** Stable key: paths may repeat when a user picks two files with the same name. */
  id: number;
}

let nextId = 1;

/**
 * The files picked for upload and their tree. A new pick replaces the old one (spec §4); files and whole
 * folders can be removed before sharing.
 */
export function useSelection() {
  const [entries, setEntries] = useState<SelectionEntry[]>([]);

  const replace = useCallback((picked: readonly UploadEntry[]) => {
    setEntries(picked.map((entry) => ({ ...entry, id: nextId++ })));
  }, []);

  const removeFile = useCallback((id: number) => setEntries((current) => current.filter((entry) => entry.id !== id)), []);

  const removeFolder = useCallback(
    (folderPath: string) => setEntries((current) => current.filter((entry) => !isWithin(entry.path, folderPath))),
    [],
  );

  const clear = useCallback(() => setEntries([]), []);

  const tree: TreeFolder<SelectionEntry> = useMemo(
    () => buildFileTree(entries, (entry) => ({ path: entry.path, size: entry.file.size })),
    [entries],
  );

  return { entries, tree, replace, removeFile, removeFolder, clear };
}
