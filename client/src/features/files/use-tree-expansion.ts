import { useCallback, useState } from 'react';
import { ALL_CLOSED, ALL_OPEN, withFolder, type Expansion } from '../../lib/files/tree-rows';

/** A non-breaking space: appended when a message repeats, so screen readers announce it again. */
const REPEAT_MARK = '\u00a0';

/**
 * Which folders of a tree are open (all, at first), and the message a polite live region reads after each
 * change: "Expanded photos", "Collapsed photos", "Expanded all folders". Mouse users' clicks and the bulk
 * buttons change rows that may not have focus, so without the message a screen reader would say nothing.
 */
export function useTreeExpansion() {
  const [expansion, setExpansion] = useState<Expansion>(ALL_OPEN);
  const [announcement, setAnnouncement] = useState('');

  const announce = useCallback((message: string) => {
    setAnnouncement((previous) => (previous === message ? `${message}${REPEAT_MARK}` : message));
  }, []);

  const setFolder = useCallback(
    (folder: { path: string; name: string }, open: boolean) => {
      setExpansion((current) => withFolder(current, folder.path, open));
      announce(`${open ? 'Expanded' : 'Collapsed'} ${folder.name}`);
    },
    [announce],
  );

  const expandAll = useCallback(() => {
    setExpansion(ALL_OPEN);
    announce('Expanded all folders');
  }, [announce]);

  const collapseAll = useCallback(() => {
    setExpansion(ALL_CLOSED);
    announce('Collapsed all folders');
  }, [announce]);

  return { expansion, announcement, setFolder, expandAll, collapseAll };
}
