import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();

  const announce = useCallback((message: string) => {
    setAnnouncement((previous) => (previous === message ? `${message}${REPEAT_MARK}` : message));
  }, []);

  const setFolder = useCallback(
    (folder: { path: string; name: string }, open: boolean) => {
      setExpansion((current) => withFolder(current, folder.path, open));
      announce(
        open
          ? intl.formatMessage(
              { id: 'files.treeExpansion.expanded', defaultMessage: 'Expanded {name}' },
              { name: folder.name },
            )
          : intl.formatMessage(
              { id: 'files.treeExpansion.collapsed', defaultMessage: 'Collapsed {name}' },
              { name: folder.name },
            ),
      );
    },
    [announce, intl],
  );

  const expandAll = useCallback(() => {
    setExpansion(ALL_OPEN);
    announce(intl.formatMessage({ id: 'files.treeExpansion.expandedAll', defaultMessage: 'Expanded all folders' }));
  }, [announce, intl]);

  const collapseAll = useCallback(() => {
    setExpansion(ALL_CLOSED);
    announce(intl.formatMessage({ id: 'files.treeExpansion.collapsedAll', defaultMessage: 'Collapsed all folders' }));
  }, [announce, intl]);

  return { expansion, announcement, setFolder, expandAll, collapseAll };
}
