import { FormattedMessage } from 'react-intl';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../components/button/button';
import styles from './reload-prompt.module.css';

/** The prompt's title in English, as the specs find it (the page shows `app.reload.title`). */
export const UPDATE_TITLE = 'A new version is available';

/** How often an open page asks the server for a new build (besides every navigation the browser checks on). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new build has been installed and waits, offers to reload into
 * it (vite-plugin-pwa's prompt flow through workbox-window). Nothing reloads without the person's say.
 */
export function ReloadPrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <div className={styles.prompt} role="alert" data-testid="reload-prompt">
      <p className={styles.title}>
        <FormattedMessage id="app.reload.title" defaultMessage="A new version is available" />
      </p>
      <p className={styles.detail}>
        <FormattedMessage
          id="app.reload.detail"
          defaultMessage="Reload to use it. Anything queued for upload is kept."
        />
      </p>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          <FormattedMessage id="app.reload.reloadButton" defaultMessage="Reload" />
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          <FormattedMessage id="app.reload.notNowButton" defaultMessage="Not now" />
        </Button>
      </div>
    </div>
  );
}
