import { InstallButton } from '../install-button/install-button';
import { OfflineIndicator } from '../offline-indicator/offline-indicator';
import { ReloadPrompt } from '../reload-prompt/reload-prompt';
import styles from './app-status.module.css';

/**
 * What the app says about itself, on every page: the offline banner (in the flow, under the navigation
 * bar), and floating in a corner the update prompt and the Install button.
 */
export function AppStatus() {
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
