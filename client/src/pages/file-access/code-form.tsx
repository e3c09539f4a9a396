import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button/button';
import { FOLDER_CODE_LENGTH } from '../../lib/folder-code';
import styles from './file-access-page.module.css';

export interface CodeFormProps {
  onSubmit: (code: string) => void;
  busy: boolean;
  error: string | null;
}

/** The File Code tab: the 4-character code (input maximum length 4, spec §5). */
export function CodeForm({ onSubmit, busy, error }: CodeFormProps) {
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={inputId}>4-digit file code</label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={FOLDER_CODE_LENGTH}
          placeholder="0000"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={styles.codeInput}
        />
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Fetching...' : 'Get files'}
      </Button>
    </form>
  );
}
