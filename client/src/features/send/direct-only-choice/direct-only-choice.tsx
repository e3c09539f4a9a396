import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './direct-only-choice.module.css';

export interface DirectOnlyChoiceProps {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
  disabled?: boolean;
  /** This browser cannot make peer connections (WebRTC): it cannot send directly. */
  unavailable?: boolean;
}

/** What the choice means in the source language, word for word (the tests look for these). */
export const DIRECT_ONLY_HINT =
  'Nothing is stored on Sharecode: the files go straight from this device to whoever opens the code, only while this page stays open.';
export const DIRECT_ONLY_LIVES_HINT =
  'The share lives only while this page is open. Closing or reloading it ends the share, and whoever opens the code is then told you are away.';

/**
 * Sending directly only (docs/direct-transfer.md): off by default. On, nothing of the files is uploaded; each
 * recipient's browser gets them from this page over WebRTC, and the share ends soon after the page closes.
 */
export function DirectOnlyChoice({ enabled, onChange, disabled, unavailable = false }: DirectOnlyChoiceProps) {
  const hintId = useId();
  return (
    <fieldset className={styles.choice} disabled={disabled || unavailable}>
      <legend className={styles.legend}>
        <FormattedMessage id="send.directOnlyChoice.legend" defaultMessage="Sending" />
      </legend>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={enabled && !unavailable}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
          data-testid="direct-only-choice"
        />
        <FormattedMessage id="send.directOnlyChoice.label" defaultMessage="Send directly only" />
      </label>
      <div id={hintId} className={styles.hints}>
        <p className={styles.hint}>
          {unavailable ? (
            <FormattedMessage
              id="send.directOnlyChoice.unavailableHint"
              defaultMessage="This browser cannot send files directly."
            />
          ) : (
            <FormattedMessage
              id="send.directOnlyChoice.hint"
              defaultMessage="Nothing is stored on Sharecode: the files go straight from this device to whoever opens the code, only while this page stays open."
            />
          )}
        </p>
        {enabled && !unavailable && (
          <>
            <p className={styles.lives} data-testid="direct-only-lives">
              <FormattedMessage
                id="send.directOnlyChoice.livesHint"
                defaultMessage="The share lives only while this page is open. Closing or reloading it ends the share, and whoever opens the code is then told you are away."
              />
            </p>
            <p className={styles.hint}>
              <FormattedMessage
                id="send.directOnlyChoice.unreachableHint"
                defaultMessage="A recipient whose device cannot connect to this one directly cannot get the files."
              />
            </p>
          </>
        )}
      </div>
    </fieldset>
  );
}
