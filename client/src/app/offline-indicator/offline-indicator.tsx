import { FormattedMessage } from 'react-intl';
import { useOnlineStatus } from '../../hooks/use-online-status';
import styles from './offline-indicator.module.css';

/** The banner's title in English, as the specs find it (the page shows `app.offline.title`). */
export const OFFLINE_TITLE = 'You are offline.';

/** A banner under the navigation bar while the network is gone, saying what still works. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  // The live region stays in the page so that going offline is announced.
  return (
    <div role="status" className={styles.region}>
      {!online && (
        <div className={styles.banner} data-testid="offline-indicator">
          <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <p>
            <strong>
              <FormattedMessage id="app.offline.title" defaultMessage="You are offline." />
            </strong>{' '}
            <FormattedMessage
              id="app.offline.detail"
              defaultMessage="Pages you have opened still work. Sharing and opening shared folders need a connection: files you share now are queued and upload by themselves when you are back online."
            />
          </p>
        </div>
      )}
    </div>
  );
}
