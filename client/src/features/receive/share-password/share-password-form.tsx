import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { passwordNeededMessage, wrongPasswordMessage } from '../../../lib/sharing/lookup-errors';
import { Button } from '../../../components/button/button';
import styles from './share-password-form.module.css';

export interface SharePasswordFormProps {
  /** The last password given was wrong. */
  wrong: boolean;
  /** The password is being checked. */
  busy?: boolean;
  onSubmit: (password: string) => void;
}

/** Asks, in place, for the password of a protected share the lookup found, and says when one was wrong. */
export function SharePasswordForm({ wrong, busy = false, onSubmit }: SharePasswordFormProps) {
  const [password, setPassword] = useState('');
  const inputId = useId();
  const messageId = useId();
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <form
      className={`card ${styles.form}`}
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'receive.sharePassword.formLabel', defaultMessage: 'Share password' })}
      data-testid="share-password"
    >
      <p id={messageId} className={wrong ? styles.wrong : styles.message} role={wrong ? 'alert' : undefined}>
        {wrong ? wrongPasswordMessage() : passwordNeededMessage()}
      </p>
      <label htmlFor={inputId} className={styles.label}>
        <FormattedMessage id="receive.sharePassword.label" defaultMessage="Password" />
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="password"
          autoComplete="off"
          autoFocus
          value={password}
          aria-invalid={wrong}
          aria-describedby={messageId}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={busy || password === ''}>
          {busy ? (
            <FormattedMessage id="receive.sharePassword.checking" defaultMessage="Checking…" />
          ) : (
            <FormattedMessage id="receive.sharePassword.submit" defaultMessage="Open" />
          )}
        </Button>
      </div>
    </form>
  );
}
