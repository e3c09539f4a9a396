import { useEffect, useState } from 'react';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { fromBase64Url, openRequestCard, parseShareKey, type RequestCard } from '../../features/encryption';
import { fragmentOf, keyOfFragment } from '../../lib/sharing/share-key-link';
import styles from './operator-page.module.css';

const messages = defineMessages<{
  title: NoMessageValues;
  from: NoMessageValues;
  message: NoMessageValues;
  noFrom: NoMessageValues;
  noMessage: NoMessageValues;
  opening: NoMessageValues;
  opened: NoMessageValues;
  noKey: NoMessageValues;
  wrongKey: NoMessageValues;
}>({
  title: { id: 'operator.request.cardTitle', defaultMessage: 'What it asks' },
  from: { id: 'operator.request.cardFrom', defaultMessage: 'Who asks' },
  message: { id: 'operator.request.cardMessage', defaultMessage: 'Message' },
  noFrom: { id: 'operator.request.cardNoFrom', defaultMessage: 'No name given' },
  noMessage: { id: 'operator.request.cardNoMessage', defaultMessage: 'No message' },
  opening: { id: 'operator.request.cardOpening', defaultMessage: 'Decrypting the request…' },
  opened: {
    id: 'operator.request.cardOpened',
    defaultMessage:
      'Decrypted in this browser with the key after # in the reported link, exactly as its requester wrote it. The key is not sent anywhere.',
  },
  noKey: {
    id: 'operator.request.cardNoKey',
    defaultMessage:
      'The reported link carries no key after #, so what the request asks cannot be read: Sharecode never has the key.',
  },
  wrongKey: {
    id: 'operator.request.cardWrongKey',
    defaultMessage:
      'The key in the reported link does not open this request: it was altered, or belongs to another one.',
  },
});

/** A request's card as the console reads it: without a key, still opening, opened, or not opened by the key given. */
export type ReportedCard =
  { status: 'no-key' } | { status: 'opening' } | { status: 'open'; card: RequestCard } | { status: 'wrong-key' };

/**
 * Opens a reported request's sealed card (base64url) with the key after `#` in the report's target, in this browser:
 * the server never has the key. A key that is malformed, another request's, or a card altered since, is `wrong-key`.
 */
async function openReportedCard(target: string, sealedCard: string): Promise<ReportedCard> {
  const key = keyOfFragment(fragmentOf(target));
  if (key === null) return { status: 'no-key' };
  try {
    const sealed = fromBase64Url(sealedCard, Math.floor((sealedCard.length * 3) / 4));
    return { status: 'open', card: await openRequestCard(parseShareKey(key).bytes, sealed) };
  } catch {
    return { status: 'wrong-key' };
  }
}

/** What a reported request asks, decrypted here when the reporter's link carried the key. */
export function ReportedRequestCard({ target, sealedCard }: { target: string; sealedCard: string }) {
  const intl = useIntl();
  const [opened, setOpened] = useState<ReportedCard>({ status: 'opening' });
  useEffect(() => {
    let current = true;
    void openReportedCard(target, sealedCard).then((result) => current && setOpened(result));
    return () => {
      current = false;
    };
  }, [target, sealedCard]);

  return (
    <section className="stack" aria-labelledby="request-card-title" data-testid="operator-request-card">
      <h3 id="request-card-title" className={styles.actionTitle}>
        {intl.formatMessage(messages.title)}
      </h3>
      {opened.status === 'opening' && <p role="status">{intl.formatMessage(messages.opening)}</p>}
      {opened.status === 'no-key' && <p className={styles.muted}>{intl.formatMessage(messages.noKey)}</p>}
      {opened.status === 'wrong-key' && <p className={styles.muted}>{intl.formatMessage(messages.wrongKey)}</p>}
      {opened.status === 'open' && (
        <>
          <dl className={styles.facts}>
            <dt>{intl.formatMessage(messages.from)}</dt>
            <dd data-testid="request-card-from">
              {opened.card.from ? <bdi>{opened.card.from}</bdi> : intl.formatMessage(messages.noFrom)}
            </dd>
            <dt>{intl.formatMessage(messages.message)}</dt>
            <dd>
              {opened.card.message ? (
                <p className={styles.explanation} data-testid="request-card-message">
                  <bdi>{opened.card.message}</bdi>
                </p>
              ) : (
                intl.formatMessage(messages.noMessage)
              )}
            </dd>
          </dl>
          <p className={styles.muted}>{intl.formatMessage(messages.opened)}</p>
        </>
      )}
    </section>
  );
}
