import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SIMULATION_DURATION_MS } from '../../lib/demo/simulation';
import { formatBytes } from '../../lib/files/format-size';
import { Button } from '../../components/button/button';
import styles from './simulated-file-batch.module.css';

export interface SimulatedFileBatchProps {
  /** Label of the file picker. */
  inputLabel: string;
  /** The action button, e.g. "Upload to Cloud". */
  actionLabel: string;
  /** The button while the simulation runs, e.g. "Uploading...". */
  pendingLabel: string;
  /** Heading of the finished list, e.g. "Stored files". */
  doneHeading: string;
  /** Status beside each finished file, e.g. "Stored". */
  doneStatus: string;
}

interface DoneFile {
  key: string;
  name: string;
  size: number;
}

/**
 * Demo flow shared by secure cloud storage and auto file syncing: choose several files, see them
 * with sizes, press the action, wait 3 s, then the files move to the done list and the selection clears.
 */
export function SimulatedFileBatch({
  inputLabel,
  actionLabel,
  pendingLabel,
  doneHeading,
  doneStatus,
}: SimulatedFileBatchProps) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<File[]>([]);
  const [done, setDone] = useState<DoneFile[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    setSelected(Array.from(event.target.files ?? []));
    setError(false);
  }

  function run() {
    if (selected.length === 0) {
      setError(true);
      return;
    }
    setPending(true);
    timer.current = setTimeout(() => {
      const finished = selected.map((file, index) => ({
        key: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        size: file.size,
      }));
      setDone((previous) => [...finished, ...previous]);
      setSelected([]);
      if (input.current) input.current.value = '';
      setPending(false);
    }, SIMULATION_DURATION_MS);
  }

  return (
    <div className={styles.layout}>
      <section className="card stack" aria-labelledby={`${inputId}-title`}>
        <h2 id={`${inputId}-title`}>
          <FormattedMessage id="demo.fileBatch.chooseHeading" defaultMessage="Choose files" />
        </h2>
        <div className="field">
          <label htmlFor={inputId}>{inputLabel}</label>
          <input ref={input} id={inputId} type="file" multiple onChange={choose} disabled={pending} />
          {error && (
            <p className="field-error" role="alert">
              <FormattedMessage id="demo.fileBatch.noFiles" defaultMessage="Choose at least one file first." />
            </p>
          )}
        </div>
        {selected.length > 0 && (
          <ul
            className={styles.files}
            aria-label={intl.formatMessage({ id: 'demo.fileBatch.selectedLabel', defaultMessage: 'Selected files' })}
          >
            {selected.map((file, index) => (
              <li key={`${index}-${file.name}`}>
                <span className={styles.name}>
                  <bdi>{file.name}</bdi>
                </span>
                <bdi className={styles.size}>{formatBytes(file.size)}</bdi>
              </li>
            ))}
          </ul>
        )}
        <Button onClick={run} disabled={pending}>
          {pending ? pendingLabel : actionLabel}
        </Button>
      </section>
      <section className="card stack" aria-labelledby={`${inputId}-done`}>
        <h2 id={`${inputId}-done`}>{doneHeading}</h2>
        {done.length === 0 ? (
          <p className="muted">
            <FormattedMessage id="demo.fileBatch.empty" defaultMessage="Nothing here yet." />
          </p>
        ) : (
          <ul className={styles.files} aria-label={doneHeading}>
            {done.map((file) => (
              <li key={file.key}>
                <span className={styles.name}>
                  <bdi>{file.name}</bdi>
                </span>
                <bdi className={styles.size}>{formatBytes(file.size)}</bdi>
                <span className={styles.status}>
                  <FormattedMessage
                    id="demo.fileBatch.doneStatus"
                    defaultMessage="✓ {status}"
                    values={{ status: doneStatus }}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
