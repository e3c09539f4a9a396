import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, type MessageTag, type NoMessageValues, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { CategoryField } from '../../features/moderation';
import { RetryCountdown, useStillWaiting } from '../../components/retry-countdown/retry-countdown';
import { TextField } from '../../components/text-field/text-field';
import { ApiError, refusalOf } from '../../lib/api/http';
import { sendReport } from '../../lib/moderation/reports';
import type { ReportCategory, ReportReceipt, ReportSubject } from '../../lib/moderation/types';
import { formText } from '../../lib/platform/form-text';

/** The API's bounds on an explanation: enough to act on, short enough to read. */
const EXPLANATION_MIN_LENGTH = 10;
const EXPLANATION_MAX_LENGTH = 5000;

const messages = defineMessages({
  offline: {
    id: 'report.form.offline',
    defaultMessage: 'The report could not be sent. Check your connection and try again.',
  },
});

/** The words that name what is reported: a share's, or a file request's. */
const TARGET_LABEL = defineMessages<Record<ReportSubject, NoMessageValues>>({
  share: { id: 'report.form.targetLabel', defaultMessage: 'Link or code of the share' },
  request: { id: 'report.form.requestTargetLabel', defaultMessage: 'Link or code of the file request' },
});

const TARGET_PLACEHOLDER = defineMessages<Record<ReportSubject, NoMessageValues>>({
  share: { id: 'report.form.targetPlaceholder', defaultMessage: 'https://…/s/0427-… or 0427' },
  request: { id: 'report.form.requestTargetPlaceholder', defaultMessage: 'https://…/r/0427-… or 0427' },
});

const TARGET_HINT = defineMessages<Record<ReportSubject, NoMessageValues>>({
  share: {
    id: 'report.form.targetHint',
    defaultMessage:
      'The exact link, QR address or 4-digit code you were given. For an end-to-end encrypted share, paste its whole link, the part after # included: only with it can Sharecode see what you report.',
  },
  request: {
    id: 'report.form.requestTargetHint',
    defaultMessage:
      'The exact link, QR address or 4-digit code you were given. Paste the whole link, the part after # included: only with it can Sharecode read what the request says and who it claims to be from.',
  },
});

const EXPLANATION_HINT = defineMessages<Record<ReportSubject, { link: MessageTag; min: string; max: string }>>({
  share: {
    id: 'report.form.explanationHint',
    defaultMessage: 'Which files, and why they break the law or our <link>terms</link> ({min} to {max} characters).',
  },
  request: {
    id: 'report.form.requestExplanationHint',
    defaultMessage:
      'What the request asks for or says, and why it breaks the law or our <link>terms</link> ({min} to {max} characters).',
  },
});

const EMAIL_HINT = defineMessages<Record<ReportSubject, NoMessageValues>>({
  share: {
    id: 'report.form.emailHint',
    defaultMessage: 'Only to tell you what we decided. It is never shown to the sender.',
  },
  request: {
    id: 'report.form.requestEmailHint',
    defaultMessage: 'Only to tell you what we decided. It is never shown to the person who made the request.',
  },
});

interface Failure {
  text: string;
  retryAt?: number;
}

function failureOf(error: unknown, offlineMessage: string): Failure {
  const refusal = refusalOf(error);
  if (refusal) return { text: refusal.reason, retryAt: refusal.retryAt };
  return { text: error instanceof ApiError ? error.message : offlineMessage };
}

export interface ReportFormProps {
  /** The share's or file request's URL or code, when the form was opened from one. */
  initialTarget: string;
  /** What the form's words name: a share, or a file request. */
  subject: ReportSubject;
  onSent: (receipt: ReportReceipt) => void;
}

/**
 * The notice form: which share or file request, why (category and explanation), an optional e-mail, the good-faith
 * statement.
 */
export function ReportForm({ initialTarget, subject, onSent }: ReportFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const waiting = useStillWaiting(failure?.retryAt);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = formText(form, 'email').trim();
    setFailure(null);
    setPending(true);
    try {
      const receipt = await sendReport({
        target: formText(form, 'target').trim(),
        category: formText(form, 'category') as ReportCategory,
        explanation: formText(form, 'explanation').trim(),
        ...(email ? { email } : {}),
        goodFaith: true,
      });
      onSent(receipt);
    } catch (error) {
      setFailure(failureOf(error, intl.formatMessage(messages.offline)));
      setPending(false);
    }
  }

  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      <TextField
        id="report-target"
        label={intl.formatMessage(TARGET_LABEL[subject])}
        name="target"
        defaultValue={initialTarget}
        placeholder={intl.formatMessage(TARGET_PLACEHOLDER[subject])}
        autoComplete="off"
        required
        hint={intl.formatMessage(TARGET_HINT[subject])}
      />
      <CategoryField
        id="report-category"
        label={intl.formatMessage({ id: 'report.form.categoryLabel', defaultMessage: 'What is wrong with it' })}
        placeholder={intl.formatMessage({ id: 'report.form.categoryPlaceholder', defaultMessage: 'Choose a reason' })}
      />
      <div className="field">
        <label htmlFor="report-explanation">
          <FormattedMessage id="report.form.explanationLabel" defaultMessage="Explanation" />
        </label>
        <textarea
          id="report-explanation"
          name="explanation"
          rows={6}
          required
          minLength={EXPLANATION_MIN_LENGTH}
          maxLength={EXPLANATION_MAX_LENGTH}
          aria-describedby="report-explanation-hint"
        />
        <p id="report-explanation-hint" className="hint">
          <FormattedMessage
            {...EXPLANATION_HINT[subject]}
            values={{
              link: (chunks) => <Link to="/terms">{chunks}</Link>,
              min: String(EXPLANATION_MIN_LENGTH),
              max: String(EXPLANATION_MAX_LENGTH),
            }}
          />
        </p>
      </div>
      <TextField
        id="report-email"
        label={intl.formatMessage({ id: 'report.form.emailLabel', defaultMessage: 'Your e-mail (optional)' })}
        name="email"
        type="email"
        autoComplete="email"
        hint={intl.formatMessage(EMAIL_HINT[subject])}
      />
      <label className="check">
        <input type="checkbox" name="goodFaith" required />{' '}
        <FormattedMessage
          id="report.form.goodFaith"
          defaultMessage="I believe in good faith that the information in this report is accurate and complete."
        />
      </label>
      {failure && (
        <Alert tone="error">
          {failure.text}
          {failure.retryAt !== undefined && <RetryCountdown until={failure.retryAt} />}
        </Alert>
      )}
      <Button type="submit" block disabled={pending || waiting}>
        {pending ? (
          <FormattedMessage id="report.form.sending" defaultMessage="Sending…" />
        ) : (
          <FormattedMessage id="report.form.submitButton" defaultMessage="Send report" />
        )}
      </Button>
    </form>
  );
}
