import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { Button } from '../../components/button/button';
import { useCopyFeedback } from '../../hooks/use-copy-feedback';
import type { ReportReceipt, ReportSubject } from '../../lib/moderation/types';
import styles from './report-page.module.css';

/** What the operators do with a report, of a share or of a file request. */
const NEXT_REVIEW = defineMessages<Record<ReportSubject, NoMessageValues>>({
  share: {
    id: 'report.sent.nextReview',
    defaultMessage: "Sharecode's operators review the share against the law and our terms.",
  },
  request: {
    id: 'report.sent.requestNextReview',
    defaultMessage: "Sharecode's operators review the file request against the law and our terms.",
  },
});

const NEXT_REMOVAL = defineMessages<Record<ReportSubject, NoMessageValues>>({
  share: {
    id: 'report.sent.nextRemoval',
    defaultMessage: 'If it breaks them, they remove it and tell its sender why. Your name and e-mail are never shown.',
  },
  request: {
    id: 'report.sent.requestNextRemoval',
    defaultMessage:
      'If it breaks them, they remove it and tell the person who made it why. Your name and e-mail are never shown.',
  },
});

export interface ReportSentProps {
  receipt: ReportReceipt;
  /** What was reported, for what happens next: a share, or a file request. */
  subject: ReportSubject;
}

/** The confirmation of receipt: the reference to quote, and what happens next. */
export function ReportSent({ receipt, subject }: ReportSentProps) {
  const { copied, copy } = useCopyFeedback();
  return (
    <div className="stack" role="status" data-testid="report-sent">
      <p className={styles.sentTitle}>
        <FormattedMessage id="report.sent.title" defaultMessage="Thank you. Your report was received." />
      </p>
      <div className={styles.reference}>
        <span className={styles.referenceLabel}>
          <FormattedMessage id="report.sent.referenceLabel" defaultMessage="Reference" />
        </span>
        <span className={styles.referenceValue} data-testid="report-reference">
          {receipt.reference}
        </span>
        <Button size="sm" variant="secondary" onClick={() => void copy(receipt.reference)}>
          {copied ? (
            <FormattedMessage id="report.sent.copied" defaultMessage="Copied!" />
          ) : (
            <FormattedMessage id="report.sent.copyButton" defaultMessage="Copy" />
          )}
        </Button>
      </div>
      <p>
        <FormattedMessage
          id="report.sent.quoteReference"
          defaultMessage="Quote this reference if you write to us about this report."
        />
      </p>
      <h2 className={styles.nextTitle}>
        <FormattedMessage id="report.sent.nextTitle" defaultMessage="What happens next" />
      </h2>
      <ul className={styles.next}>
        <li>
          <FormattedMessage {...NEXT_REVIEW[subject]} />
        </li>
        <li>
          <FormattedMessage {...NEXT_REMOVAL[subject]} />
        </li>
        <li>
          <FormattedMessage
            id="report.sent.nextAnswer"
            defaultMessage="If you gave an e-mail address, we write to tell you what we decided."
          />
        </li>
      </ul>
    </div>
  );
}
