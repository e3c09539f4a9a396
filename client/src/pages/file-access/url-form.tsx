import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button/button';

export interface UrlFormProps {
  onSubmit: (url: string) => void;
  busy: boolean;
  error: string | null;
}

/** The URL tab: paste a share link (or any address) and fetch it. */
export function UrlForm({ onSubmit, busy, error }: UrlFormProps) {
  const [url, setUrl] = useState('');
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(url.trim());
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={inputId}>Share URL</label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://…/s/1234"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Fetching...' : 'Fetch files'}
      </Button>
    </form>
  );
}
