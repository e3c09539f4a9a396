import { defineMessages, FormattedMessage } from 'react-intl';
import styles from './arrival-ui.module.css';

/** What a recipient is told of a share sent directly only, word for word (the browser tests look for these). */
const messages = defineMessages({
  directOnly: {
    id: 'receive.directOnly.summary',
    defaultMessage:
      "Sent directly: Sharecode stores none of these files. Each comes straight from the sender's device when you press Download, only while the sender's page is open.",
  },
  senderThere: { id: 'receive.directOnly.senderThere', defaultMessage: "The sender's device is there." },
  senderAway: {
    id: 'receive.directOnly.senderAway',
    defaultMessage:
      "The sender's device can't be reached right now: their page may be reloading. If it does not come back soon, this share ends.",
  },
  /** An encrypted share sent directly only whose list of files could not come from the sender's device. */
  manifestUnreachable: {
    id: 'receive.directOnly.manifestUnreachable',
    defaultMessage:
      "The sender's device can't be reached directly, so this share's list of files can't come: Sharecode holds no copy of it. Ask the sender to keep their page open, then open the link again.",
  },
});

/** Why an encrypted share sent directly only shows no files (its message, for the encryption layer's error). */
export const MANIFEST_UNREACHABLE_MESSAGE = messages.manifestUnreachable;

/**
 * Above the tree of a share sent directly only: that nothing is stored, and whether the sender's page is there now
 * (`senderPresent`, kept current by the page's poll).
 */
export function DirectOnlySummary({ senderPresent }: { senderPresent: boolean | null }) {
  const there = senderPresent === true;
  return (
    <div className={styles.direct} data-testid="direct-only-summary" data-sender={there ? 'there' : 'away'}>
      <p className={styles.directText}>
        <FormattedMessage {...messages.directOnly} />
      </p>
      <p className={styles.directText} role="status">
        <strong>
          <FormattedMessage {...(there ? messages.senderThere : messages.senderAway)} />
        </strong>
      </p>
    </div>
  );
}
