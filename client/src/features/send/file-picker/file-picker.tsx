import { useId, useRef, useState, type DragEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { UploadEntry } from '../../../lib/api/folders';
import { relativePathOf } from '../../../lib/files/relative-path';
import { Button } from '../../../components/button/button';
import { readDroppedFiles } from './read-dropped-files';
import styles from './file-picker.module.css';

const modeMessages = defineMessages({
  files: { id: 'send.filePicker.filesMode', defaultMessage: 'File upload' },
  folder: { id: 'send.filePicker.folderMode', defaultMessage: 'Folder upload' },
});

export type PickMode = 'files' | 'folder';

export interface FilePickerProps {
  mode: PickMode;
  onModeChange: (mode: PickMode) => void;
  /** Called with every picked or dropped file; a new pick replaces the previous selection. */
  onPick: (entries: UploadEntry[]) => void;
  /** Labels of the two modes (the pages word them differently). */
  labels?: { files: string; folder: string };
  disabled?: boolean;
}

/**
 * Choose files or a whole folder (keeping relative paths), or drop either onto the zone. The native inputs
 * stay in the DOM (hidden) so keyboard users get real buttons and tests can set files on them.
 */
export function FilePicker({ mode, onModeChange, onPick, labels, disabled }: FilePickerProps) {
  const intl = useIntl();
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [dropError, setDropError] = useState(false);
  const groupName = useId();
  const hintId = useId();

  const pickFromInput = (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = ''; // so picking the same files again still fires a change
    if (files.length > 0) onPick(files.map((file) => ({ file, path: relativePathOf(file) })));
  };

  const onDrop = async (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    try {
      setDropError(false);
      const entries = await readDroppedFiles(event.dataTransfer);
      if (entries.length > 0) onPick(entries);
    } catch {
      setDropError(true);
    }
  };

  return (
    <div className={styles.picker}>
      <fieldset className={styles.modes} disabled={disabled}>
        <legend className="visually-hidden">
          <FormattedMessage id="send.filePicker.modesLegend" defaultMessage="What to share" />
        </legend>
        {(['files', 'folder'] as const).map((value) => (
          <label key={value} className={styles.mode} data-checked={mode === value || undefined}>
            <input
              type="radio"
              name={groupName}
              value={value}
              checked={mode === value}
              onChange={() => onModeChange(value)}
            />
            {labels ? labels[value] : intl.formatMessage(modeMessages[value])}
          </label>
        ))}
      </fieldset>

      <div
        className={styles.zone}
        data-testid="drop-zone"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => void onDrop(event)}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
        </svg>
        <Button
          variant="primary"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => (mode === 'folder' ? folderInput : filesInput).current?.click()}
        >
          {mode === 'folder' ? (
            <FormattedMessage id="send.filePicker.chooseFolderButton" defaultMessage="Choose a folder" />
          ) : (
            <FormattedMessage id="send.filePicker.chooseFilesButton" defaultMessage="Choose files" />
          )}
        </Button>
        <p id={hintId} className={styles.hint}>
          <FormattedMessage id="send.filePicker.dropHint" defaultMessage="or drag and drop files or folders here" />
        </p>
        <input
          ref={filesInput}
          className={styles.input}
          type="file"
          multiple
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'send.filePicker.filesInputLabel', defaultMessage: 'Files to share' })}
          data-testid="files-input"
          onChange={(event) => pickFromInput(event.currentTarget)}
        />
        <input
          ref={folderInput}
          className={styles.input}
          type="file"
          multiple
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'send.filePicker.folderInputLabel', defaultMessage: 'Folder to share' })}
          data-testid="folder-input"
          {...{ webkitdirectory: '', directory: '' }}
          onChange={(event) => pickFromInput(event.currentTarget)}
        />
      </div>
      {dropError && (
        <p className="field-error" role="alert">
          <FormattedMessage
            id="send.filePicker.dropError"
            defaultMessage="Those items could not be read. Try choosing them with the button instead."
          />
        </p>
      )}
    </div>
  );
}
