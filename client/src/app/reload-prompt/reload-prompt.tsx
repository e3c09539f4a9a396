import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../components/button/button';
import styles from './reload-prompt.module.css';

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
      <p className={styles.title}>{UPDATE_TITLE}</p>
      <p className={styles.detail}>Reload to use it. Anything queued for upload is kept.</p>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          Reload
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          Not now
        </Button>
      </div>
    </div>
  );
}
