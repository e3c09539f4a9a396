import { FormattedMessage } from 'react-intl';
import styles from './share-details.module.css';

/** Under a share sent directly only: that it lives while this page is open (or, `elsewhere`, that it did). */
export function DirectOnlyNote({ elsewhere = false }: { elsewhere?: boolean }) {
  return (
    <p className={styles.directOnly} role="note" data-testid="direct-only-note">
      {elsewhere ? (
        // A recent share sent directly only whose files this page does not hold (it was reloaded, or another made it).
        <FormattedMessage
          id="send.directOnlyNote.elsewhere"
          defaultMessage="Sent directly only, from a page that is no longer open here: it ends soon after that page closed."
        />
      ) : (
        // Word for word in English: the browser tests look for it.
        <FormattedMessage
          id="send.directOnlyNote.here"
          defaultMessage="Sent directly only: nothing is stored on Sharecode. This share lives only while this page is open, so keep it open until everyone has their files."
        />
      )}
    </p>
  );
}
