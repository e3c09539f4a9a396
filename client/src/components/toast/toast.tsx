import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styles from './toast.module.css';

/** Toasts stay 3 s. */
const TOAST_DURATION_MS = 3000;

export interface ToastProps {
  /** The message; null hides the toast. */
  message: string | null;
  /** Called when the toast times out (or is closed): clear `message` here. */
  onDismiss: () => void;
  durationMs?: number;
  tone?: 'success' | 'info';
}

/**
 * A short-lived notice floating at the bottom of the screen. The live region is always rendered so screen
 * readers announce each new message.
 */
export function Toast({ message, onDismiss, durationMs = TOAST_DURATION_MS, tone = 'success' }: ToastProps) {
  const intl = useIntl();
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs, onDismiss]);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message !== null && (
        <div className={[styles.toast, styles[tone]].join(' ')}>
          <span>{message}</span>
          <button
            type="button"
            className={styles.close}
            onClick={onDismiss}
            aria-label={intl.formatMessage({
              id: 'components.toast.closeButton',
              defaultMessage: 'Close notification',
            })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
