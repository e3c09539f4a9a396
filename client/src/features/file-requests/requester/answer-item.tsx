import { useEffect, useMemo, useState } from 'react';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { Button } from '../../../components/button/button';
import { formatBytes } from '../../../lib/files/format-size';
import type { ShareKey } from '../../encryption';
import { LazyEncryptedFolder } from '../../receive';
import { answerFolder, answerShareKey } from './open-answer';
import type { RequestAnswer } from './request-api';
import type { StoredRequest } from '../../../lib/platform/requests-database';
import styles from './requester.module.css';

const messages = defineMessages<{
  sentAt: { time: string };
  filesTitle: NoMessageValues;
  arrived: { size: string };
  arriving: { received: string; total: string };
  stopped: { received: string; total: string };
  remove: NoMessageValues;
  removeLabel: { time: string };
  refused: NoMessageValues;
  unwrapping: NoMessageValues;
}>({
  sentAt: { id: 'fileRequests.answer.sentAt', defaultMessage: 'Sent {time}' },
  filesTitle: { id: 'fileRequests.answer.filesTitle', defaultMessage: 'The files sent' },
  arrived: { id: 'fileRequests.answer.arrived', defaultMessage: 'Arrived · {size}' },
  arriving: { id: 'fileRequests.answer.arriving', defaultMessage: 'Arriving · {received} of {total}' },
  stopped: {
    id: 'fileRequests.answer.stopped',
    defaultMessage: 'The sender stopped before everything arrived · {received} of {total}',
  },
  remove: { id: 'fileRequests.answer.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'fileRequests.answer.removeLabel', defaultMessage: 'Remove the files sent {time}' },
  refused: {
    id: 'fileRequests.answer.refused',
    defaultMessage: 'This answer was not made for this request; it was not opened.',
  },
  unwrapping: { id: 'fileRequests.answer.unwrapping', defaultMessage: 'Opening the files sent…' },
});

type Unwrapped = { status: 'unwrapping' } | { status: 'refused' } | { status: 'open'; shareKey: ShareKey };

/**
 * An arrived answer, opened on this device: its key unwrapped with this device's key pair, bound to this request
 * and this answer; then its files in the recipient's encrypted view (tree, gallery, previews, downloads, ZIPs). A
 * key that does not unwrap shows the answer as refused, and nothing of it is fetched.
 */
function OpenedAnswer({ request, answer }: { request: StoredRequest; answer: RequestAnswer }) {
  const intl = useIntl();
  const [unwrapped, setUnwrapped] = useState<Unwrapped>({ status: 'unwrapping' });
  const { code, requesterKey } = request;
  const folder = useMemo(() => answerFolder({ code, requesterKey }, answer), [code, requesterKey, answer]);
  useEffect(() => {
    let current = true;
    answerShareKey(request, answer).then(
      (shareKey) => current && setUnwrapped({ status: 'open', shareKey }),
      () => current && setUnwrapped({ status: 'refused' }),
    );
    return () => {
      current = false;
    };
  }, [request, answer]);

  if (unwrapped.status === 'refused')
    return (
      <p className={styles.refused} role="alert" data-testid="answer-refused">
        {intl.formatMessage(messages.refused)}
      </p>
    );
  if (unwrapped.status === 'unwrapping')
    return (
      <p className={styles.muted} role="status">
        {intl.formatMessage(messages.unwrapping)}
      </p>
    );
  return (
    <LazyEncryptedFolder
      folder={folder}
      shareKey={unwrapped.shareKey}
      title={intl.formatMessage(messages.filesTitle)}
    />
  );
}

export interface AnswerItemProps {
  request: StoredRequest;
  answer: RequestAnswer;
  onRemove: (answer: RequestAnswer) => void;
  removing: boolean;
}

/** One answer: when it was sent, how much has arrived, its files once whole, and Remove. */
export function AnswerItem({ request, answer, onRemove, removing }: AnswerItemProps) {
  const intl = useIntl();
  const time = intl.formatDate(answer.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  const received = formatBytes(answer.receivedBytes);
  const total = formatBytes(answer.totalBytes);
  return (
    <li className={`card ${styles.item}`} data-testid="request-answer" data-state={answer.state}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>
          <time dateTime={answer.createdAt}>{intl.formatMessage(messages.sentAt, { time })}</time>
        </h3>
        <span className={styles.muted}>
          {answer.state === 'arrived'
            ? intl.formatMessage(messages.arrived, { size: total })
            : intl.formatMessage(answer.state === 'arriving' ? messages.arriving : messages.stopped, {
                received,
                total,
              })}
        </span>
        <Button
          size="sm"
          variant="danger"
          disabled={removing}
          aria-label={intl.formatMessage(messages.removeLabel, { time })}
          onClick={() => onRemove(answer)}
        >
          {intl.formatMessage(messages.remove)}
        </Button>
      </div>
      {answer.state === 'arrived' && <OpenedAnswer request={request} answer={answer} />}
    </li>
  );
}
