import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useResettingState } from '../../hooks/use-resetting-state';
import { ApiError, SessionExpiredError } from '../../lib/api/http';
import { endMyShare, type MyShare } from '../../lib/api/my-shares';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';

const messages = defineMessages({
  failed: {
    id: 'myShares.endShare.failed',
    defaultMessage: 'The share could not be ended. Check your connection and try again.',
  },
});

export interface EndShareDialogProps {
  /** The share to end; null keeps the dialog closed. */
  share: MyShare | null;
  onClose: () => void;
  /** Called once the server has ended it. */
  onEnded: (code: string) => void;
}

/** Asks before ending a share: its files are deleted at once and the code stops working for everyone. */
export function EndShareDialog({ share, onClose, onEnded }: EndShareDialogProps) {
  const intl = useIntl();
  // Another share starts with a clean dialog.
  const [pending, setPending] = useResettingState(() => false, [share]);
  const [error, setError] = useResettingState<string | null>(() => null, [share]);

  async function confirm() {
    if (!share) return;
    setPending(true);
    setError(null);
    try {
      await endMyShare(share.code);
      onEnded(share.code);
    } catch (caught) {
      setPending(false);
      // Signed out meanwhile: the navigation says so; this dialog has nothing left to do.
      if (caught instanceof SessionExpiredError) return onClose();
      // A share that had already ended (expired, or ended from another tab) is gone either way.
      if (caught instanceof ApiError && caught.status === 404) return onEnded(share.code);
      setError(caught instanceof ApiError ? caught.message : intl.formatMessage(messages.failed));
    }
  }

  return (
    <Dialog
      open={share !== null}
      onClose={onClose}
      title={
        share
          ? intl.formatMessage(
              { id: 'myShares.endShare.titleWithCode', defaultMessage: 'End share {code}?' },
              { code: share.code },
            )
          : intl.formatMessage({ id: 'myShares.endShare.title', defaultMessage: 'End share' })
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            <FormattedMessage id="myShares.endShare.keepButton" defaultMessage="Keep it" />
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={pending}>
            {pending ? (
              <FormattedMessage id="myShares.endShare.ending" defaultMessage="Ending..." />
            ) : (
              <FormattedMessage id="myShares.endShare.endButton" defaultMessage="End share" />
            )}
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage
          id="myShares.endShare.explanation"
          defaultMessage="Its files are deleted now, and the code, link and QR code stop working for everyone who has them. This cannot be undone."
        />
      </p>
      {error && <Alert tone="error">{error}</Alert>}
    </Dialog>
  );
}
