import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/button/button';

export interface LookupFormProps {
  onSubmit: (value: string) => void;
  busy: boolean;
  error: string | null;
}

interface LookupFieldProps extends LookupFormProps {
  label: string;
  submitLabel: string;
  /** How the one text field looks and behaves (type, inputMode, maxLength, placeholder, className). */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
  /** What the field shows for what was typed (the code field writes any script's digits as ASCII). */
  normalize?: (typed: string) => string;
}

/** One labelled field and a submit button, with its error announced: the URL and File Code tabs. */
export function LookupForm({ onSubmit, busy, error, label, submitLabel, input, normalize }: LookupFieldProps) {
  const [value, setValue] = useState('');
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value.trim());
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        <input
          {...input}
          id={inputId}
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(normalize ? normalize(event.target.value) : event.target.value)}
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
        {busy ? <FormattedMessage id="fileAccess.lookupForm.fetching" defaultMessage="Fetching..." /> : submitLabel}
      </Button>
    </form>
  );
}
