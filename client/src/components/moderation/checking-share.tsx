import { CHECKING_TEXT, CHECKING_TITLE } from '../../lib/moderation/share-unavailable';
import styles from './moderation.module.css';

/** Shown while the share is checked for malware: a spinner, and that it opens by itself when done. */
export function CheckingShare() {
  return (
    <section className={`card ${styles.checking}`} role="status" data-testid="share-checking">
      <span className={styles.spinner} aria-hidden="true" />
      <div>
        <h2 className={styles.checkingTitle}>{CHECKING_TITLE}</h2>
        <p>{CHECKING_TEXT}</p>
      </div>
    </section>
  );
}
