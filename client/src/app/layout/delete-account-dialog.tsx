import { useId, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useResettingState } from '../../hooks/use-resetting-state';
import { type AuthFailure, deleteAccount } from '../../lib/api/auth';
import { ApiError, refusalOf, SessionExpiredError } from '../../lib/api/http';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { RetryCountdown, useStillWaiting } from '../../components/retry-countdown/retry-countdown';

const messages = defineMessages({
  failed: {
    id: 'layout.deleteAccount.failed',
    defaultMessage: 'Your account could not be deleted. Check your connection and try again.',
  },
});

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the server has deleted the account. */
  onDeleted: () => void;
}

/** The dots menu's Delete: asks for the password, then deletes the account and everything it shared. */
export function DeleteAccountDialog({ open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const passwordId = useId();
  // Each opening starts with an empty form (the dialog shows nothing while closed).
  const [password, setPassword] = useResettingState(() => '', [open]);
  const [pending, setPending] = useResettingState(() => false, [open]);
  const [error, setError] = useResettingState<AuthFailure | null>(() => null, [open]);
  const waiting = useStillWaiting(error?.retryAt);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await deleteAccount(password);
      onDeleted();
    } catch (caught) {
      setPending(false);
      // Signed out meanwhile: the navigation says so.
      if (caught instanceof SessionExpiredError) return onClose();
      const refusal = refusalOf(caught);
      setError(
        refusal
          ? { text: refusal.reason, retryAt: refusal.retryAt }
          : { text: caught instanceof ApiError ? caught.message : intl.formatMessage(messages.failed) },
      );
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'layout.deleteAccount.title', defaultMessage: 'Delete your account?' })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            <FormattedMessage id="layout.deleteAccount.cancelButton" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={pending || waiting}>
            {pending ? (
              <FormattedMessage id="layout.deleteAccount.deleting" defaultMessage="Deleting..." />
            ) : (
              <FormattedMessage id="layout.deleteAccount.deleteButton" defaultMessage="Delete account" />
            )}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={(event) => void submit(event)}>
        <p>
          <FormattedMessage
            id="layout.deleteAccount.explanation"
            defaultMessage="This deletes your account and ends every share you made while logged in: their files are deleted and their codes stop working. It cannot be undone."
          />
        </p>
        <div className="field">
          <label htmlFor={passwordId}>
            <FormattedMessage id="layout.deleteAccount.passwordLabel" defaultMessage="Password" />
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p className="hint">
            <FormattedMessage id="layout.deleteAccount.passwordHint" defaultMessage="Enter your password to confirm." />
          </p>
        </div>
        {error && (
          <Alert tone="error">
            {error.text}
            {error.retryAt !== undefined && <RetryCountdown until={error.retryAt} />}
          </Alert>
        )}
      </form>
    </Dialog>
  );
}
