import { useState, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { hasInstallOffer, promptInstall, subscribeInstallOffer } from '../../lib/platform/install-prompt';
import { Button } from '../../components/button/button';
import styles from './install-button.module.css';

/** Shown when the browser offers installing the app (it fired `beforeinstallprompt`), until used or dismissed. */
export function InstallButton() {
  const offered = useSyncExternalStore(subscribeInstallOffer, hasInstallOffer, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!offered || dismissed) return null;
  return (
    <div className={styles.offer} data-testid="install-offer">
      <p className={styles.text}>
        <FormattedMessage
          id="app.install.offer"
          defaultMessage="Install Sharecode for quick sharing from your home screen, even offline."
        />
      </p>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => void promptInstall()}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 3v12m0 0-5-5m5 5 5-5M5 21h14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <FormattedMessage id="app.install.installButton" defaultMessage="Install app" />
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
          <FormattedMessage id="app.install.notNowButton" defaultMessage="Not now" />
        </Button>
      </div>
    </div>
  );
}
