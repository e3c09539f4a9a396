import type { FolderView } from './media-kind';
import styles from './view-switch.module.css';

const OPTIONS: ReadonlyArray<{ view: FolderView; label: string }> = [
  { view: 'files', label: 'Files' },
  { view: 'gallery', label: 'Gallery' },
];

/** The two views of a share, side by side: its files as a tree, or its photos and videos as a gallery. */
export function ViewSwitch({ view, onChange }: { view: FolderView; onChange: (view: FolderView) => void }) {
  return (
    <div className={styles.switch} role="group" aria-label="Show as">
      {OPTIONS.map((option) => (
        <button
          key={option.view}
          type="button"
          className={styles.option}
          aria-pressed={view === option.view}
          onClick={() => onChange(option.view)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
