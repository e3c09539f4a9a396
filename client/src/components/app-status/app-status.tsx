import { useEffect } from 'react';
import { InstallButton } from '../install-button/install-button';
import { OfflineIndicator } from '../offline-indicator/offline-indicator';
import { ReloadPrompt } from '../reload-prompt/reload-prompt';
import styles from './app-status.module.css';

/**
 * What the app says about itself, on every page: the offline banner (in the flow, under the navigation
 * bar), and floating in a corner the update prompt and the Install button. It also starts sending any
 * queued uploads once the page has loaded; that code is a chunk of its own, kept off the first load.
 */
export function AppStatus() {
  useEffect(() => {
    const start = () =>
      void import('../../lib/upload-queue/agent').then(({ uploadQueueAgent }) => uploadQueueAgent.start());
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  return (
    <>
      <OfflineIndicator />
      <div className={styles.corner}>
        <ReloadPrompt />
        <InstallButton />
      </div>
    </>
  );
}
