import type { IconKind } from '../../lib/files/file-kind';
import styles from './file-icon.module.css';

const LABELS: Record<IconKind, string> = {
  image: 'IMG',
  pdf: 'PDF',
  code: '</>',
  text: 'TXT',
  archive: 'ZIP',
  audio: 'AUD',
  video: 'VID',
  document: 'DOC',
  sheet: 'XLS',
  file: '',
};

/** A small document glyph with a coloured type label; decorative (the name beside it carries meaning). */
export function FileIcon({ kind }: { kind: IconKind }) {
  const label = LABELS[kind];
  return (
    <svg className={[styles.icon, styles[kind]].join(' ')} viewBox="0 0 24 28" aria-hidden="true" focusable="false">
      <path className={styles.page} d="M3 1.5h12l6 6v19H3z" />
      <path className={styles.fold} d="M15 1.5v6h6" />
      {label && (
        <>
          <rect className={styles.band} x="0.5" y="14" width="23" height="9" rx="1.5" />
          <text className={styles.label} x="12" y="20.8" textAnchor="middle">
            {label}
          </text>
        </>
      )}
    </svg>
  );
}

/** A folder glyph, open or closed. */
export function FolderIcon({ open = false }: { open?: boolean }) {
  return (
    <svg className={[styles.icon, styles.folder].join(' ')} viewBox="0 0 28 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M1.5 4.5a2 2 0 0 1 2-2h6l2.5 3h10.5a2 2 0 0 1 2 2v2H7l-5.5 12z M7 9.5h19.5l-5 12H1.5z" />
      ) : (
        <path d="M1.5 4.5a2 2 0 0 1 2-2h6l2.5 3h12.5a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2h-21a2 2 0 0 1-2-2z" />
      )}
    </svg>
  );
}
