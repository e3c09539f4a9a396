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

/** One choice, in the words it is shown with. */
interface DurationOption<T extends string> {
  value: T;
  label: string;
  hint: string;
}

export interface RetentionChoiceProps<T extends string = Retention> {
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Other choices than a share's (how long a file request stays open), with the legend that asks for them. */
  choices?: { legend: string; options: readonly DurationOption<T>[] };
}

/**
 * How long the share lives: 2 hours (default), 24 hours, or until downloaded (24 hours at most); or, given
 * `choices`, another duration asked the same way.
 */
export function RetentionChoice<T extends string = Retention>({
  value,
  onChange,
  disabled,
  choices,
}: RetentionChoiceProps<T>) {
  const intl = useIntl();
  const name = useId();
  const options: readonly DurationOption<string>[] =
    choices?.options ??
    RETENTION_OPTIONS.map((option) => ({
      value: option.value,
      label: intl.formatMessage(optionMessages[option.value].label),
      hint: intl.formatMessage(optionMessages[option.value].hint),
    }));
  return (
    <fieldset className={styles.choice} disabled={disabled}>
      <legend className={styles.legend}>
        {choices?.legend ?? <FormattedMessage id="send.retentionChoice.legend" defaultMessage="Keep my files for" />}
      </legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option} data-checked={value === option.value || undefined}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value as T)}
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
