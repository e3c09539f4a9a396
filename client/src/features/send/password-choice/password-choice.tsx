import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './password-choice.module.css';

export interface PasswordChoiceProps {
  enabled: boolean;
  value: string;
  /** Why the password typed cannot be used, once the sender pressed Share. */
  error?: string;
  onEnabledChange: (enabled: boolean) => void;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * An optional password on the share: whoever opens it by code, link or QR must type it before seeing any
 * name. Off by default; ticking it reveals the field.
 */
export function PasswordChoice({ enabled, value, error, onEnabledChange, onChange, disabled }: PasswordChoiceProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  return (
    <fieldset className={styles.choice} disabled={disabled}>
      <legend className={styles.legend}>
        <FormattedMessage id="send.passwordChoice.legend" defaultMessage="Password" />
      </legend>
      <label className={styles.toggle}>
        <input type="checkbox" checked={enabled} onChange={(event) => onEnabledChange(event.target.checked)} />
        <FormattedMessage id="send.passwordChoice.toggle" defaultMessage="Protect with a password" />
      </label>
      {enabled && (
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            <FormattedMessage id="send.passwordChoice.fieldLabel" defaultMessage="Share password" />
          </label>
          <input
            ref={input}
            id={inputId}
            className={styles.input}
            type="password"
            autoComplete="new-password"
            autoFocus
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => onChange(event.target.value)}
          />
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
          <p id={hintId} className={styles.hint}>
            <FormattedMessage
              id="send.passwordChoice.hint"
              defaultMessage="Whoever opens the share must type it. Send it separately from the code or link."
            />
          </p>
        </div>
      )}
    </fieldset>
  );
}
