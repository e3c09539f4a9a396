import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { RETENTION_OPTIONS, type Retention } from '../../../lib/sharing/share-expiry';
import styles from './retention-choice.module.css';

/** Each choice's words, by its value (RETENTION_OPTIONS keeps the order). */
const optionMessages = {
  '2h': defineMessages({
    label: { id: 'send.retentionChoice.twoHoursLabel', defaultMessage: '2 hours' },
    hint: { id: 'send.retentionChoice.twoHoursHint', defaultMessage: 'Deleted automatically after 2 hours.' },
  }),
  '24h': defineMessages({
    label: { id: 'send.retentionChoice.dayLabel', defaultMessage: '24 hours' },
    hint: { id: 'send.retentionChoice.dayHint', defaultMessage: 'Deleted automatically after 24 hours.' },
  }),
  download: defineMessages({
    label: { id: 'send.retentionChoice.untilDownloadedLabel', defaultMessage: 'Until downloaded' },
    hint: {
      id: 'send.retentionChoice.untilDownloadedHint',
      defaultMessage: 'Deleted once everything has been downloaded (24 hours at most).',
    },
  }),
} satisfies Record<Retention, unknown>;

export interface RetentionChoiceProps {
  value: Retention;
  onChange: (value: Retention) => void;
  disabled?: boolean;
}

/** How long the share lives: 2 hours (default), 24 hours, or until downloaded (24 hours at most). */
export function RetentionChoice({ value, onChange, disabled }: RetentionChoiceProps) {
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset className={styles.choice} disabled={disabled}>
      <legend className={styles.legend}>
        <FormattedMessage id="send.retentionChoice.legend" defaultMessage="Keep my files for" />
      </legend>
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
              <span className={styles.label}>{intl.formatMessage(optionMessages[option.value].label)}</span>
              <span className={styles.hint}>{intl.formatMessage(optionMessages[option.value].hint)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
