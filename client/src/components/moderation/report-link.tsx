import { Link } from 'react-router-dom';
import { reportPath } from '../../lib/moderation/reports';
import styles from './moderation.module.css';

/** "Report this share": opens the report form, prefilled with the share's URL when there is one. */
export function ReportLink({ target, className }: { target?: string; className?: string }) {
  return (
    <p className={[styles.reportLine, className].filter(Boolean).join(' ')}>
      <Link to={reportPath(target)} className={styles.reportLink}>
        Report this share
      </Link>
      <span className={styles.reportHint}> if it breaks the law or our terms</span>
    </p>
  );
}
