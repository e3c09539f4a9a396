import { useState } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues, useIntl } from 'react-intl';
import { Alert } from '../../../components/alert/alert';
import { Button } from '../../../components/button/button';
import type { UploadEntry } from '../../../lib/api/folders';
import { formatBytes } from '../../../lib/files/format-size';
import { formatExpiryTime } from '../../../lib/sharing/share-expiry';
import { toBase64Url } from '../../encryption';
import { ReportLink } from '../../moderation';
import { FilePicker, type PickMode, UploadProgress } from '../../send';
import type { OpenRequest } from './open-request';
import { useAnswerUpload } from './use-answer-upload';
import styles from './answer-request.module.css';

const messages = defineMessages<{
  asksUnnamed: NoMessageValues;
  openUntil: { time: string };
  encrypted: NoMessageValues;
  notScanned: NoMessageValues;
  send: NoMessageValues;
  sealing: NoMessageValues;
  arrived: NoMessageValues;
  sendMore: NoMessageValues;
  closed: NoMessageValues;
  cancel: NoMessageValues;
}>({
  asksUnnamed: { id: 'fileRequests.uploader.asksUnnamed', defaultMessage: 'Someone asks you for files' },
  openUntil: { id: 'fileRequests.uploader.openUntil', defaultMessage: 'Open until {time}' },
  encrypted: {
    id: 'fileRequests.uploader.encrypted',
    defaultMessage:
      'Your files are encrypted in this browser before they leave it: only the person who asked can open them, not Sharecode.',
  },
  notScanned: {
    id: 'fileRequests.uploader.notScanned',
    defaultMessage: 'Sharecode cannot scan encrypted files for malware.',
  },
  send: { id: 'fileRequests.uploader.send', defaultMessage: 'Send' },
  sealing: { id: 'fileRequests.uploader.sealing', defaultMessage: 'Encrypting your files…' },
  arrived: {
    id: 'fileRequests.uploader.arrived',
    defaultMessage: 'All of it arrived. The person who asked can open it now.',
  },
  sendMore: { id: 'fileRequests.uploader.sendMore', defaultMessage: 'Send more files' },
  closed: { id: 'fileRequests.uploader.closed', defaultMessage: 'This request takes no more files.' },
  cancel: { id: 'fileRequests.uploader.cancel', defaultMessage: 'Stop sending' },
});

/** The request's link as its uploader was handed it, without the key (ReportLink adds it after `#`). */
function requestUrlOf(request: OpenRequest): string {
  return new URL(`/r/${request.requestLink}`, window.location.origin).href;
}

function totalOf(entries: readonly UploadEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.file.size, 0);
}

/**
 * A request as its uploader sees it once its card opened: who asks and what, as the requester wrote it (never
 * anything the server could have changed), the promise and the limit of the encryption, then the files to send.
 */
export function AnswerRequest({ request }: { request: OpenRequest }) {
  const intl = useIntl();
  const { card, state } = request;
  const [mode, setMode] = useState<PickMode>('files');
  const [picked, setPicked] = useState<UploadEntry[]>([]);
  const { upload, send, cancel, again } = useAnswerUpload(request);
  const room = state.sizeCap === null ? null : Math.max(0, state.sizeCap - state.receivedBytes);
  const size = totalOf(picked);
  const overRoom = room !== null && size > room;

  return (
    <section className={styles.request} aria-labelledby="answer-request-title">
      <h2 id="answer-request-title" className={styles.asks}>
        {card.from ? (
          <FormattedMessage
            id="fileRequests.uploader.asksNamed"
            defaultMessage="{from} asks you for files"
            values={{ from: <bdi>{card.from}</bdi> }}
          />
        ) : (
          intl.formatMessage(messages.asksUnnamed)
        )}
      </h2>
      {card.message && (
        <blockquote className={styles.message} data-testid="request-message">
          <bdi>{card.message}</bdi>
        </blockquote>
      )}
      <p className={styles.facts}>
        {intl.formatMessage(messages.openUntil, { time: formatExpiryTime(state.closesAt) })}
        {room !== null && (
          <>
            {' · '}
            <FormattedMessage
              id="fileRequests.uploader.roomLeft"
              defaultMessage="Room left: {size}"
              values={{ size: <bdi>{formatBytes(room)}</bdi> }}
            />
          </>
        )}
      </p>
      <p className={styles.note}>
        {intl.formatMessage(messages.encrypted)} {intl.formatMessage(messages.notScanned)}
      </p>
      <div aria-live="polite">
        {upload.state === 'arrived' && (
          <Alert tone="success">
            <p data-testid="answer-arrived">{intl.formatMessage(messages.arrived)}</p>
            <Button
              variant="secondary"
              onClick={() => {
                setPicked([]);
                again();
              }}
            >
              {intl.formatMessage(messages.sendMore)}
            </Button>
          </Alert>
        )}
        {upload.state === 'failed' && <Alert tone="error">{upload.message}</Alert>}
        {upload.state === 'sealing' && <p>{intl.formatMessage(messages.sealing)}</p>}
      </div>
      {/* Not `shared`: its note (recipients open each file as it arrives, Cancel ends the share) is a share's, and
          the requester opens an answer only once all of it arrived. */}
      {upload.state === 'sending' && (
        <UploadProgress
          progress={upload.progress}
          waiting={upload.waiting}
          onCancel={() => void cancel()}
          cancelLabel={intl.formatMessage(messages.cancel)}
        />
      )}
      {!state.open && upload.state === 'idle' && <Alert tone="info">{intl.formatMessage(messages.closed)}</Alert>}
      {state.open && (upload.state === 'idle' || upload.state === 'failed') && (
        <form
          className={styles.pick}
          onSubmit={(event) => {
            event.preventDefault();
            if (picked.length > 0 && !overRoom) void send(picked);
          }}
        >
          <FilePicker mode={mode} onModeChange={setMode} onPick={setPicked} />
          {picked.length > 0 && (
            <p data-testid="answer-picked">
              <FormattedMessage
                id="fileRequests.uploader.picked"
                defaultMessage="{count, plural, one {# file} other {# files}} picked, {size}"
                values={{ count: picked.length, size: <bdi>{formatBytes(size)}</bdi> }}
              />
            </p>
          )}
          {overRoom && (
            <Alert tone="error">
              <FormattedMessage
                id="fileRequests.uploader.tooBig"
                defaultMessage="These files come to {size}, more than the {room} this request still takes."
                values={{ size: <bdi>{formatBytes(size)}</bdi>, room: <bdi>{formatBytes(room)}</bdi> }}
              />
            </Alert>
          )}
          <Button type="submit" disabled={picked.length === 0 || overRoom}>
            {intl.formatMessage(messages.send)}
          </Button>
        </form>
      )}
      <ReportLink target={requestUrlOf(request)} fragment={`#${toBase64Url(request.requestKey)}`} subject="request" />
    </section>
  );
}
