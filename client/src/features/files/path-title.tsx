import { Fragment } from 'react';
import { pathParts } from '../../lib/files/path-parts';
import styles from './path-title.module.css';

/**
 * A file's path as a heading that reads well on a phone: folders wrap at their slashes, and a name too long
 * for the line loses its middle, never its extension. Assistive technology reads the whole path once (the
 * dialog's accessible name), and the whole path shows on hover.
 */
export function PathTitle({ path }: { path: string }) {
  const { folders, nameStart, nameEnd } = pathParts(path);
  return (
    <span className={styles.path} title={path}>
      <span className="visually-hidden">{path}</span>
      {/* A path keeps its own direction: a Latin one reads left to right in a right-to-left page. */}
      <span aria-hidden="true" dir="auto">
        {folders.map((folder, index) => (
          <Fragment key={index}>
            <span className={styles.folder}>{folder}</span>
            <wbr />
          </Fragment>
        ))}
        <span className={styles.name}>
          <span className={styles.nameStart}>{nameStart}</span>
          <span className={styles.nameEnd}>{nameEnd}</span>
        </span>
      </span>
    </span>
  );
}
