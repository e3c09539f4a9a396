import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/button/button';
import { CategoryField } from '../../features/moderation';
import type { ReportCategory } from '../../lib/moderation/types';
import { formText } from '../../lib/platform/form-text';
import { errorText } from './error-text';
import styles from './operator-page.module.css';

/** The API's bounds on a statement of reasons. */
const REASONS_MIN_LENGTH = 10;
const REASONS_MAX_LENGTH = 5000;

/** What an action tells the operator once it is done, or why it failed. */
export type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The sentences that name what is taken down: a share's or a request's. */
export interface TakedownWords {
  /** The question before it happens: what goes and who reads the reasons. */
  confirm: string;
  /** Once done. */
  done: string;
  /** Under the statement of reasons: who reads it. */
  reasonsHint: string;
}

export interface TakedownFormProps {
  words: TakedownWords;
  /** The category the form starts on: the newest report's, when there is one. */
  defaultCategory?: ReportCategory;
  takeDown: (category: ReportCategory, reasons: string) => Promise<unknown>;
  onDone: (outcome: Outcome) => void;
}

/** Take down: a category and the statement of reasons, then a confirmation. */
export function TakedownForm({ words, defaultCategory, takeDown, onDone }: TakedownFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<{ category: ReportCategory; reasons: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setDraft({ category: formText(form, 'category') as ReportCategory, reasons: formText(form, 'reasons').trim() });
  };
  const confirm = async () => {
    if (!draft) return;
    setBusy(true);
    try {
      await takeDown(draft.category, draft.reasons);
      onDone({ tone: 'success', text: words.done });
    } catch (error) {
      onDone({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
      setDraft(null);
    }
  };

  if (draft) {
    return (
      <div
        className={styles.confirm}
        role="group"
        aria-label={intl.formatMessage({
          id: 'operator.takeDown.confirmLabel',
          defaultMessage: 'Confirm the takedown',
        })}
      >
        <p>{words.confirm}</p>
        <div className={styles.actionsRow}>
          <Button variant="danger" size="lg" disabled={busy} onClick={() => void confirm()}>
            <FormattedMessage id="operator.takeDown.yesButton" defaultMessage="Yes, take it down" />
          </Button>
          <Button variant="secondary" size="lg" disabled={busy} onClick={() => setDraft(null)}>
            <FormattedMessage id="operator.takeDown.cancelButton" defaultMessage="Cancel" />
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form
      className={`stack ${styles.action}`}
      onSubmit={review}
      aria-label={intl.formatMessage({ id: 'operator.takeDown.label', defaultMessage: 'Take down' })}
    >
      <h3 className={styles.actionTitle}>
        <FormattedMessage id="operator.takeDown.label" defaultMessage="Take down" />
      </h3>
      <CategoryField
        id="takedown-category"
        label={intl.formatMessage({ id: 'operator.takeDown.categoryLabel', defaultMessage: 'Category' })}
        placeholder={intl.formatMessage({
          id: 'operator.takeDown.categoryPlaceholder',
          defaultMessage: 'Choose a category',
        })}
        defaultValue={defaultCategory}
      />
      <div className="field">
        <label htmlFor="takedown-reasons">
          <FormattedMessage id="operator.takeDown.reasonsLabel" defaultMessage="Statement of reasons" />
        </label>
        <textarea
          id="takedown-reasons"
          name="reasons"
          rows={4}
          required
          minLength={REASONS_MIN_LENGTH}
          maxLength={REASONS_MAX_LENGTH}
          aria-describedby="takedown-reasons-hint"
        />
        <p id="takedown-reasons-hint" className="hint">
          {words.reasonsHint}
        </p>
      </div>
      <Button type="submit" variant="danger" size="lg" block>
        <FormattedMessage id="operator.takeDown.button" defaultMessage="Take down…" />
      </Button>
    </form>
  );
}
