import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './alert.module.css';

type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  /** Bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  className?: string;
  /** Override the live-region role, e.g. "note" for a static banner that is there from the start. */
  role?: 'alert' | 'status' | 'note';
}

/**
 * An in-page message box. Validation and server messages ("alerts") are shown with this rather than
 * `window.alert`, so they are styled, announced by screen readers and testable. Errors and warnings use
 * role="alert" (interrupting), info and success role="status" (polite).
 */
export function Alert({ tone = 'info', title, children, onDismiss, className, role }: AlertProps) {
  const intl = useIntl();
  const liveRole = role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status');
  return (
    <div role={liveRole} className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          onClick={onDismiss}
          aria-label={intl.formatMessage({ id: 'components.alert.dismissButton', defaultMessage: 'Dismiss message' })}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
