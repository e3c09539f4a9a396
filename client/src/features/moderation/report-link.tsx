import { defineMessages, FormattedMessage, type NoMessageValues, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { keyOfFragment, linkWithKey } from '../../lib/sharing/share-key-link';
import { reportPath } from '../../lib/moderation/reports';
import type { ReportSubject } from '../../lib/moderation/types';
import styles from './moderation.module.css';

const LINK_WORDS = defineMessages<Record<ReportSubject, NoMessageValues>>({
  share: { id: 'moderation.reportLink.link', defaultMessage: 'Report this share' },
  request: { id: 'moderation.reportLink.requestLink', defaultMessage: 'Report this request' },
});

export interface ReportLinkProps {
  /** The share's URL, or the file request's link (`/r/…`). */
  target?: string;
  /**
   * The fragment the share or request was opened with (`#` and an end-to-end encrypted share's key, or a request's
   * key): kept in the prefilled link, since only with it can an operator see what is reported. It stays on this
   * device until the report is sent.
   */
  fragment?: string;
  /** What is reported, for the link's words; a share unless told. */
  subject?: ReportSubject;
  className?: string;
}

/** "Report this share" (or request): opens the report form, prefilled with the whole link when there is one. */
export function ReportLink({ target, fragment, subject = 'share', className }: ReportLinkProps) {
  const intl = useIntl();
  const key = keyOfFragment(fragment ?? '');
  const link = target && key ? linkWithKey(target, key) : target;
  return (
    <p className={[styles.reportLine, className].filter(Boolean).join(' ')}>
      <Link to={reportPath(link)} className={styles.reportLink}>
        {intl.formatMessage(LINK_WORDS[subject])}
      </Link>
      <span className={styles.reportHint}>
        {' '}
        <FormattedMessage id="moderation.reportLink.hint" defaultMessage="if it breaks the law or our terms" />
      </span>
    </p>
  );
}
