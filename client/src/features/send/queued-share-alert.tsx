import { Alert } from '../../components/alert/alert';

/** What a page that shares through the upload queue says when it queues, word for word (the browser tests look for these). */
const QUEUED_OFFLINE_MESSAGE =
  'You are offline, so your files are queued on this device. They upload by themselves when the connection returns, even if you close this page.';
const QUEUED_DROPPED_MESSAGE =
  'The connection dropped, so your files are queued. The upload resumes by itself where it stopped, even if you close this page.';

/** The share just pressed was queued rather than sent: offline, or the connection dropped while it went out. */
export function QueuedShareAlert({ reason, onDismiss }: { reason: 'offline' | 'connection'; onDismiss?: () => void }) {
  return (
    <Alert tone="info" title="Queued" onDismiss={onDismiss}>
      <p>{reason === 'offline' ? QUEUED_OFFLINE_MESSAGE : QUEUED_DROPPED_MESSAGE}</p>
    </Alert>
  );
}
