import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { keyOfFragment, linkWithKey } from '../../lib/sharing/share-key-link';
import { reportPath } from '../../lib/moderation/reports';
import styles from './moderation.module.css';

export interface ReportLinkProps {
  /** The share's URL. */
  target?: string;
  /**
   * The fragment the share was opened with (`#` and an end-to-end encrypted share's key): kept in the prefilled
   * link, since only with it can an operator see what is reported. It stays on this device until the report is sent.
   */
  fragment?: string;
  className?: string;
}

/** "Report this share": opens the report form, prefilled with the share's whole link when there is one. */
export function ReportLink({ target, fragment, className }: ReportLinkProps) {
  const key = keyOfFragment(fragment ?? '');
  const link = target && key ? linkWithKey(target, key) : target;
  return (
    <p className={[styles.reportLine, className].filter(Boolean).join(' ')}>
      <Link to={reportPath(link)} className={styles.reportLink}>
        <FormattedMessage id="moderation.reportLink.link" defaultMessage="Report this share" />
      </Link>
      <span className={styles.reportHint}>
        {' '}
        <FormattedMessage id="moderation.reportLink.hint" defaultMessage="if it breaks the law or our terms" />
      </span>
    </p>
  );
}
