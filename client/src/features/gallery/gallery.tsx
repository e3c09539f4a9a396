import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pathSegments } from '../../lib/files/relative-path';
import type { GalleryFile, GalleryFileState } from './file-state';
import { folderContents, startFolder } from './gallery-items';
import { GalleryGrid } from './gallery-grid';
import { SERVER_ACCESS, type MediaAccess } from './media-access';
import { MediaViewer } from './media-viewer';
import styles from './gallery.module.css';

export interface GalleryProps<T extends GalleryFile> {
  files: readonly T[];
  /** Where a file sits in the share. */
  pathOf: (file: T) => string;
  /** Whether a file can be opened yet (a share whose upload still runs). */
  stateOf: (file: T) => GalleryFileState;
  /** The grid's accessible name, e.g. "Photos and videos in folder 4821". */
  label: string;
  /** How the files' bytes are reached: the server's addresses unless said otherwise (an encrypted share's). */
  access?: MediaAccess<T>;
}

/**
 * A share's photos, videos and audio as a gallery, one folder at a time: its subfolders as tiles that open them
 * (with a path back up), its own media as thumbnails, and the full-screen viewer over them.
 */
export function Gallery<T extends GalleryFile>({
  files,
  pathOf,
  stateOf,
  label,
  access = SERVER_ACCESS,
}: GalleryProps<T>) {
  const intl = useIntl();
  const [folder, setFolder] = useState(() => startFolder(files, pathOf));
  const [open, setOpen] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ index: number; at: number } | undefined>();
  const contents = useMemo(() => folderContents(files, pathOf, folder), [files, pathOf, folder]);
  const folderCount = contents.items.length - contents.files.length;
  const segments = pathSegments(folder);

  const openItem = (index: number) => {
    const item = contents.items[index];
    if (item.kind === 'folder') setFolder(item.path);
    else setOpen(index - folderCount);
  };

  return (
    <div className={styles.gallery}>
      {segments.length > 0 && (
        <nav
          className={styles.crumbs}
          aria-label={intl.formatMessage({ id: 'gallery.crumbs.label', defaultMessage: 'Folder' })}
        >
          <ol>
            <li>
              <button type="button" className={styles.crumb} onClick={() => setFolder('')}>
                <FormattedMessage id="gallery.crumbs.allFiles" defaultMessage="All files" />
              </button>
            </li>
            {segments.map((name, depth) => {
              const path = segments.slice(0, depth + 1).join('/');
              const current = depth === segments.length - 1;
              return (
                <li key={path}>
                  {current ? (
                    <span aria-current="page">{name}</span>
                  ) : (
                    <button type="button" className={styles.crumb} onClick={() => setFolder(path)}>
                      {name}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      {contents.items.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="gallery.empty" defaultMessage="No photos, videos or audio here." />
        </p>
      ) : (
        <GalleryGrid
          key={folder}
          items={contents.items}
          label={
            segments.length
              ? intl.formatMessage(
                  { id: 'gallery.grid.labelInFolder', defaultMessage: '{label}, {folder}' },
                  { label, folder: segments[segments.length - 1] },
                )
              : label
          }
          stateOf={stateOf}
          thumbnailOf={access.thumbnailOf}
          onOpen={openItem}
          focus={focus}
        />
      )}
      {contents.otherFiles > 0 && (
        <p className={styles.note}>
          <FormattedMessage
            id="gallery.otherFilesNote"
            defaultMessage="{count, plural, one {# other file here is in the Files view.} other {# other files here are in the Files view.}}"
            values={{ count: contents.otherFiles }}
          />
        </p>
      )}
      {open !== null && contents.files[open] && (
        <MediaViewer
          files={contents.files}
          index={open}
          onIndex={setOpen}
          stateOf={stateOf}
          access={access}
          onClose={(last) => {
            setOpen(null);
            setFocus({ index: last + folderCount, at: Date.now() });
          }}
        />
      )}
    </div>
  );
}
