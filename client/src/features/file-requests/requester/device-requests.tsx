import { useEffect, useId, useState } from 'react';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { listRequests, type StoredRequest } from '../../../lib/platform/requests-database';
import { requestPagePath } from './request-page-path';
import styles from './requester.module.css';

const messages = defineMessages<{
  title: NoMessageValues;
  none: NoMessageValues;
  open: { code: string };
  closes: { time: string };
  closed: { time: string };
}>({
  title: { id: 'fileRequests.device.title', defaultMessage: 'Requests on this device' },
  none: {
    id: 'fileRequests.device.noneYet',
    defaultMessage:
      'None yet. The files sent to a request open only on the device that made it, and on those it was added to with its requester link.',
  },
  open: { id: 'fileRequests.device.open', defaultMessage: 'Request {code}' },
  closes: { id: 'fileRequests.device.closes', defaultMessage: 'Open until {time}' },
  closed: { id: 'fileRequests.device.closed', defaultMessage: 'Closed {time}' },
});

export interface DeviceRequestsProps {
  /** Changes when a request was just made here, so the list reads the store again. */
  version?: number;
}

/** The requests made on this device, newest first, each to open. */
export function DeviceRequests({ version = 0 }: DeviceRequestsProps) {
  const intl = useIntl();
  const titleId = useId();
  const [read, setRead] = useState<{ requests: StoredRequest[]; at: number } | null>(null);
  const requests = read?.requests;
  useEffect(() => {
    let current = true;
    // When it was read: a request whose closing time had passed then is said to be closed.
    listRequests().then(
      (found) => current && setRead({ requests: found, at: Date.now() }),
      () => current && setRead({ requests: [], at: Date.now() }),
    );
    return () => {
      current = false;
    };
  }, [version]);

  return (
    <section className="stack" aria-labelledby={titleId} data-testid="device-requests">
      <h2 id={titleId} className={styles.panelTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      {requests?.length === 0 && <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>}
      {requests && requests.length > 0 && (
        <ul className={styles.list}>
          {requests.map((request) => {
            const time = intl.formatDate(request.closesAt, { dateStyle: 'medium', timeStyle: 'short' });
            const closed = Date.parse(request.closesAt) <= read.at;
            return (
              <li key={request.code} className={`card ${styles.item}`}>
                <Link className={styles.requestLink} to={requestPagePath(request.code)}>
                  {intl.formatMessage(messages.open, { code: request.code })}
                </Link>
                <p className={styles.asked}>{request.message}</p>
                <p className={styles.muted}>
                  {intl.formatMessage(closed ? messages.closed : messages.closes, { time })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
