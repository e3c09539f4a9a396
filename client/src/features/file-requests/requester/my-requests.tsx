import { useCallback, useEffect, useId, useState } from 'react';
import { defineMessages, type IntlShape, type NoMessageValues, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/alert/alert';
import { Button, buttonClassName } from '../../../components/button/button';
import { formatBytes } from '../../../lib/files/format-size';
import { listRequests } from '../../../lib/platform/requests-database';
import { type MyRequest, readMyRequests } from './request-api';
import { requestPagePath } from './request-page-path';
import styles from './my-requests.module.css';

const messages = defineMessages<{
  title: NoMessageValues;
  lead: NoMessageValues;
  loading: NoMessageValues;
  none: NoMessageValues;
  ask: NoMessageValues;
  request: { code: string };
  open: { time: string };
  ended: NoMessageValues;
  expired: { time: string };
  removed: NoMessageValues;
  received: { count: number; answers: string; size: string };
  here: NoMessageValues;
  elsewhere: NoMessageValues;
  failed: { reason: string };
  tryAgain: NoMessageValues;
}>({
  title: { id: 'fileRequests.mine.title', defaultMessage: 'My requests' },
  lead: {
    id: 'fileRequests.mine.lead',
    defaultMessage:
      'Every request you made while logged in, on any device. Its files open on the device that made it, and on those it was added to with its requester link.',
  },
  loading: { id: 'fileRequests.mine.loading', defaultMessage: 'Loading your requests…' },
  none: { id: 'fileRequests.mine.none', defaultMessage: 'No requests yet. Ask someone for files, and it shows here.' },
  ask: { id: 'fileRequests.mine.ask', defaultMessage: 'Request files' },
  request: { id: 'fileRequests.mine.request', defaultMessage: 'Request {code}' },
  open: { id: 'fileRequests.mine.open', defaultMessage: 'Open until {time}' },
  ended: { id: 'fileRequests.mine.ended', defaultMessage: 'Ended' },
  expired: { id: 'fileRequests.mine.expired', defaultMessage: 'Closed {time}' },
  removed: { id: 'fileRequests.mine.removed', defaultMessage: "Removed by Sharecode's operators" },
  received: {
    id: 'fileRequests.mine.received',
    defaultMessage: '{count, plural, one {{answers} answer} other {{answers} answers}}, {size}',
  },
  here: { id: 'fileRequests.mine.here', defaultMessage: 'Its files open on this device.' },
  elsewhere: {
    id: 'fileRequests.mine.elsewhere',
    defaultMessage: 'Not on this device: its files open on the device that made it.',
  },
  failed: { id: 'fileRequests.mine.failed', defaultMessage: 'Could not load your requests: {reason}' },
  tryAgain: { id: 'fileRequests.mine.tryAgain', defaultMessage: 'Try again' },
});

type Listed =
  | { status: 'loading' }
  | { status: 'ready'; requests: MyRequest[]; here: ReadonlySet<string> }
  | { status: 'failed'; reason: string };

function statusOf(intl: IntlShape, request: MyRequest): string {
  const time = intl.formatDate(request.closesAt, { dateStyle: 'medium', timeStyle: 'short' });
  switch (request.status) {
    case 'open':
      return intl.formatMessage(messages.open, { time });
    case 'ended':
      return intl.formatMessage(messages.ended);
    case 'expired':
      return intl.formatMessage(messages.expired, { time });
    case 'removed':
      return intl.formatMessage(messages.removed);
  }
}

/** Reads the account's requests, and which of them this device holds the key of. */
function useMyRequests() {
  const [listed, setListed] = useState<Listed>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    Promise.all([readMyRequests(abort.signal), listRequests().catch(() => [])]).then(
      ([requests, onDevice]) =>
        setListed({ status: 'ready', requests, here: new Set(onDevice.map((request) => request.code)) }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setListed({ status: 'failed', reason: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => abort.abort();
  }, [attempt]);
  const reload = useCallback(() => {
    setListed({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { listed, reload };
}

/**
 * The signed-in account's file requests, made on any device: where each stands, what it received, and whether its
 * files open here (only a device holding its key can open them).
 */
export function MyRequests() {
  const intl = useIntl();
  const titleId = useId();
  const { listed, reload } = useMyRequests();
  return (
    <section className="stack" aria-labelledby={titleId} data-testid="my-requests">
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(messages.lead)}</p>
      {listed.status === 'loading' && (
        <p className={styles.muted} role="status">
          {intl.formatMessage(messages.loading)}
        </p>
      )}
      {listed.status === 'failed' && (
        <Alert tone="error">
          {intl.formatMessage(messages.failed, { reason: listed.reason })}{' '}
          <Button size="sm" variant="secondary" onClick={reload}>
            {intl.formatMessage(messages.tryAgain)}
          </Button>
        </Alert>
      )}
      {listed.status === 'ready' && listed.requests.length === 0 && (
        <p className={styles.empty}>
          <span className={styles.muted}>{intl.formatMessage(messages.none)}</span>
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to="/request">
            {intl.formatMessage(messages.ask)}
          </Link>
        </p>
      )}
      {listed.status === 'ready' && listed.requests.length > 0 && (
        <ul className={styles.list}>
          {listed.requests.map((request) => {
            const here = listed.here.has(request.code);
            const title = intl.formatMessage(messages.request, { code: request.code });
            return (
              <li key={request.code} className={`card ${styles.item}`} data-testid="my-request">
                <div className={styles.head}>
                  <h3 className={styles.name}>
                    {here ? <Link to={requestPagePath(request.code)}>{title}</Link> : title}
                  </h3>
                  <span className={styles.muted}>{statusOf(intl, request)}</span>
                </div>
                <p className={styles.muted}>
                  {intl.formatMessage(messages.received, {
                    count: request.answers,
                    answers: intl.formatNumber(request.answers),
                    size: formatBytes(request.receivedBytes),
                  })}
                </p>
                <p className={styles.muted}>{intl.formatMessage(here ? messages.here : messages.elsewhere)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
