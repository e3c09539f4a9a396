import { FormattedMessage } from 'react-intl';
import styles from './opening-states.module.css';

/** What an encrypted share shows until its list of files is decrypted (and while its code is loading). */
export function DecryptingStatus() {
  return (
    <p className={styles.muted} role="status">
      <FormattedMessage id="receive.decrypting.status" defaultMessage="Decrypting the list of files…" />
    </p>
  );
}
