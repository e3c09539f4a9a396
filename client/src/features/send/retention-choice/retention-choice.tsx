import { useId } from 'react';
import { RETENTION_OPTIONS, type Retention } from '../../../lib/sharing/share-expiry';
import styles from './retention-choice.module.css';

export interface RetentionChoiceProps {
  value: Retention;
  onChange: (value: Retention) => void;
  disabled?: boolean;
}

/** How long the share lives: 2 hours (default), 24 hours, or until downloaded (24 hours at most). */
export function RetentionChoice({ value, onChange, disabled }: RetentionChoiceProps) {
  const name = useId();
  return (
    <fieldset className={styles.choice} disabled={disabled}>
      <legend className={styles.legend}>Keep my files for</legend>
      <div className={styles.options}>
        {RETENTION_OPTIONS.map((option) => (
          <label key={option.value} className={styles.option} data-checked={value === option.value || undefined}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              <span className={styles.hint}>{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
