import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './encryption-choice.module.css';

export interface EncryptionChoiceProps {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
  disabled?: boolean;
}

/**
 * End-to-end encryption of the share (docs/encryption.md): files and names are encrypted in this browser, and
 * the key travels in the link and QR code, or by the code exchange while this device's page is open.
 */
export function EncryptionChoice({ enabled, onChange, disabled }: EncryptionChoiceProps) {
  const hintId = useId();
  return (
    <fieldset className={styles.choice} disabled={disabled}>
      <legend className={styles.legend}>
        <FormattedMessage id="encryption.choice.legend" defaultMessage="Encryption" />
      </legend>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={enabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
          data-testid="encryption-choice"
        />
        <FormattedMessage id="encryption.choice.toggle" defaultMessage="End-to-end encrypted" />
      </label>
      <div id={hintId} className={styles.hints}>
        <p className={styles.hint}>
          <FormattedMessage
            id="encryption.choice.hint"
            defaultMessage="Files and names are encrypted on this device; the server cannot read them."
          />
        </p>
        {enabled && (
          <>
            <p className={styles.hint}>
              <FormattedMessage
                id="encryption.choice.keyHint"
                defaultMessage="The link and QR code carry the key; the server, its storage and its logs never see it."
              />
            </p>
            {/* What the code exchange protects, said where the choice is made: the server routes codes, so one that
                interferes during an exchange could take the key (docs/encryption.md, threat model). */}
            <p className={styles.hint}>
              <FormattedMessage
                id="encryption.choice.codeHint"
                defaultMessage="Its 4-digit code opens it while Sharecode stays open on this device; a server that interfered during that exchange could take the key."
              />
            </p>
          </>
        )}
      </div>
    </fieldset>
  );
}
