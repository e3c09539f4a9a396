import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { FolderView } from './media-kind';
import styles from './view-switch.module.css';

const messages = defineMessages({
  label: { id: 'gallery.viewSwitch.label', defaultMessage: 'Show as' },
  files: { id: 'gallery.viewSwitch.files', defaultMessage: 'Files' },
  gallery: { id: 'gallery.viewSwitch.gallery', defaultMessage: 'Gallery' },
});

const OPTIONS: ReadonlyArray<{ view: FolderView; label: MessageDescriptor }> = [
  { view: 'files', label: messages.files },
  { view: 'gallery', label: messages.gallery },
];

/** The two views of a share, side by side: its files as a tree, or its photos and videos as a gallery. */
export function ViewSwitch({ view, onChange }: { view: FolderView; onChange: (view: FolderView) => void }) {
  const intl = useIntl();
  return (
    <div className={styles.switch} role="group" aria-label={intl.formatMessage(messages.label)}>
      {OPTIONS.map((option) => (
        <button
          key={option.view}
          type="button"
          className={styles.option}
          aria-pressed={view === option.view}
          onClick={() => onChange(option.view)}
        >
          {intl.formatMessage(option.label)}
        </button>
      ))}
    </div>
  );
}
