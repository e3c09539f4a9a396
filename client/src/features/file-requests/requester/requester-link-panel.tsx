import { useId, useMemo, useState } from 'react';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { Button } from '../../../components/button/button';
import { useCopyFeedback } from '../../../hooks/use-copy-feedback';
import { qrPngDataUrl } from '../../encryption';
import type { StoredRequest } from '../../../lib/platform/requests-database';
import { requesterLinkOf } from './requester-link';
import styles from './requester.module.css';

const messages = defineMessages<{
  title: NoMessageValues;
  lead: NoMessageValues;
  show: NoMessageValues;
  warning: NoMessageValues;
  once: NoMessageValues;
  copy: NoMessageValues;
  copied: NoMessageValues;
  qrAlt: { code: string };
}>({
  title: { id: 'fileRequests.transfer.title', defaultMessage: 'Open on another device' },
  lead: {
    id: 'fileRequests.transfer.lead',
    defaultMessage:
      'The files sent to this request open only where its key is. To read them on another of your devices too, open its requester link there, or scan its QR code.',
  },
  show: { id: 'fileRequests.transfer.show', defaultMessage: 'Show the requester link' },
  warning: {
    id: 'fileRequests.transfer.warning',
    defaultMessage:
      'Anyone with this link can read every file sent to this request. Open it only on your own devices; never send it to someone else.',
  },
  once: {
    id: 'fileRequests.transfer.once',
    defaultMessage:
      'Only this page can show it, until it is closed or reloaded: then the key stays locked in this device, where no one can read it out, not even Sharecode.',
  },
  copy: { id: 'fileRequests.transfer.copy', defaultMessage: 'Copy requester link' },
  copied: { id: 'fileRequests.transfer.copied', defaultMessage: 'Copied!' },
  qrAlt: { id: 'fileRequests.transfer.qrAlt', defaultMessage: 'QR code of the requester link of request {code}' },
});

/**
 * The requester link of a request this page made, shown when asked: with it, another of the requester's devices
 * opens the request's files too (requester-link.ts). Nothing shows once the page no longer holds the key.
 */
export function RequesterLinkPanel({ request }: { request: StoredRequest }) {
  const intl = useIntl();
  const titleId = useId();
  const link = useMemo(() => requesterLinkOf(request), [request]);
  const [shown, setShown] = useState(false);
  const { copied, copy } = useCopyFeedback();
  const qrCode = useMemo(() => (shown && link ? qrPngDataUrl(link) : null), [shown, link]);
  if (!link) return null;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby={titleId} data-testid="requester-link">
      <h2 id={titleId} className={styles.panelTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(messages.lead)}</p>
      {shown ? (
        <>
          <p className={styles.warning}>{intl.formatMessage(messages.warning)}</p>
          {qrCode && (
            <img
              className={styles.transferQr}
              src={qrCode}
              alt={intl.formatMessage(messages.qrAlt, { code: request.code })}
            />
          )}
          <p className={styles.transferLink} data-testid="requester-link-url">
            {link}
          </p>
          <div className={styles.actions}>
            <Button onClick={() => void copy(link)}>
              {intl.formatMessage(copied ? messages.copied : messages.copy)}
            </Button>
          </div>
          <p className={styles.muted}>{intl.formatMessage(messages.once)}</p>
        </>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setShown(true)}>
            {intl.formatMessage(messages.show)}
          </Button>
        </div>
      )}
    </section>
  );
}
