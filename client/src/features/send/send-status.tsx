import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../components/alert/alert';
import { QueuedShareAlert } from './queued-share-alert';
import { UploadProgress } from './upload-progress';
import { queueMessageText } from './upload-queue/queue-messages';
import type { SendFlow } from './use-send-flow';

interface SendStatusProps {
  flow: SendFlow;
  /** The page's own notice, shown above the share's status (a share pressed with nothing picked). */
  notice?: ReactNode;
  /** The title of a failed upload's alert, in the page's words. */
  failedTitle?: ReactNode;
  /** The body of a failed upload's alert, in the page's words, around the reason. */
  failedText: (message: string) => ReactNode;
}

/** How the share pressed here is doing: its progress, or why it waits, failed, was cancelled or ended. */
export function SendStatus({ flow, notice, failedTitle, failedText }: SendStatusProps) {
  const intl = useIntl();
  const { state, upload } = flow;
  return (
    <>
      {state.status === 'uploading' && (
        <UploadProgress
          progress={state.progress}
          shared={state.share !== undefined}
          waiting={state.waiting}
          onCancel={() => void upload.cancel()}
        />
      )}
      {state.status === 'uploading' && state.share && state.waiting && <QueuedShareAlert reason={state.waiting} />}
      {notice}
      {state.status === 'queued' && <QueuedShareAlert reason={state.reason} onDismiss={upload.reset} />}
      {state.status === 'failed' && (
        <Alert tone="error" title={failedTitle} onDismiss={upload.reset}>
          {failedText(queueMessageText(state.message, intl))}
        </Alert>
      )}
      {state.status === 'cancelled' && (
        <Alert tone="info" onDismiss={upload.reset}>
          {state.share ? (
            <FormattedMessage
              id="send.sendStatus.cancelledShared"
              defaultMessage="Upload cancelled, so share {code} ended before everything arrived: its files were deleted, and whoever opens its code or link is told you stopped."
              values={{ code: state.share.folderCode }}
            />
          ) : (
            <FormattedMessage id="send.sendStatus.cancelled" defaultMessage="Upload cancelled. Nothing was shared." />
          )}
        </Alert>
      )}
      {state.status === 'ended' && (
        <Alert
          tone="warning"
          title={
            <FormattedMessage
              id="send.sendStatus.endedTitle"
              defaultMessage="Share {code} ended"
              values={{ code: state.share.folderCode }}
            />
          }
          onDismiss={upload.reset}
        >
          <p>{queueMessageText(state.message, intl)}</p>
        </Alert>
      )}
    </>
  );
}
