import { Button } from '../../components/button/button';
import { useCopyFeedback } from '../../hooks/use-copy-feedback';
import type { ReportReceipt } from '../../lib/moderation/types';
import styles from './report-page.module.css';

/** The confirmation of receipt: the reference to quote, and what happens next. */
export function ReportSent({ receipt }: { receipt: ReportReceipt }) {
  const { copied, copy } = useCopyFeedback();
  return (
    <div className="stack" role="status" data-testid="report-sent">
      <p className={styles.sentTitle}>Thank you. Your report was received.</p>
      <div className={styles.reference}>
        <span className={styles.referenceLabel}>Reference</span>
        <span className={styles.referenceValue} data-testid="report-reference">
          {receipt.reference}
        </span>
        <Button size="sm" variant="secondary" onClick={() => void copy(receipt.reference)}>
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <p>Quote this reference if you write to us about this report.</p>
      <h2 className={styles.nextTitle}>What happens next</h2>
      <ul className={styles.next}>
        <li>Sharecode&apos;s operators review the share against the law and our terms.</li>
        <li>If it breaks them, they remove it and tell its sender why. Your name and e-mail are never shown.</li>
        <li>If you gave an e-mail address, we write to tell you what we decided.</li>
      </ul>
    </div>
  );
}
