import { FormattedMessage } from 'react-intl';
import { Alert } from '../../components/alert/alert';

/** The share just pressed was queued rather than sent: offline, or the connection dropped while it went out. */
export function QueuedShareAlert({ reason, onDismiss }: { reason: 'offline' | 'connection'; onDismiss?: () => void }) {
  return (
    <Alert
      tone="info"
      title={<FormattedMessage id="send.queuedShareAlert.title" defaultMessage="Queued" />}
      onDismiss={onDismiss}
    >
      {/* What a page that shares through the upload queue says when it queues, word for word in English (the browser tests look for these). */}
      <p>
        {reason === 'offline' ? (
          <FormattedMessage
            id="send.queuedShareAlert.offline"
            defaultMessage="You are offline, so your files are queued on this device. They upload by themselves when the connection returns, even if you close this page."
          />
        ) : (
          <FormattedMessage
            id="send.queuedShareAlert.dropped"
            defaultMessage="The connection dropped, so your files are queued. The upload resumes by itself where it stopped, even if you close this page."
          />
        )}
      </p>
    </Alert>
  );
}
