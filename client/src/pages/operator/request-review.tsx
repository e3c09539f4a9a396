import { useState } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues, useIntl } from 'react-intl';
import { Alert } from '../../components/alert/alert';
import { useCategoryLabel } from '../../features/moderation';
import { formatBytes } from '../../lib/files/format-size';
import { takeDownFileRequest } from '../../lib/moderation/operator-api';
import type { OperatorFileRequest, Report } from '../../lib/moderation/operator-types';
import { formatExpiryTime } from '../../lib/sharing/share-expiry';
import { ReportedRequestCard } from './reported-request-card';
import { type Outcome, TakedownForm } from './takedown-form';
import { useAge, useRequestStatusWords } from './operator-words';
import styles from './operator-page.module.css';

const messages = defineMessages<{
  status: NoMessageValues;
  made: NoMessageValues;
  closes: NoMessageValues;
  closed: NoMessageValues;
  answers: NoMessageValues;
  answersValue: { count: number; answers: string; size: string };
  removal: NoMessageValues;
  link: NoMessageValues;
  actions: NoMessageValues;
  nothingLeft: NoMessageValues;
  confirm: { code: string };
  done: { code: string };
  reasonsHint: NoMessageValues;
}>({
  status: { id: 'operator.share.status', defaultMessage: 'Status' },
  made: { id: 'operator.request.made', defaultMessage: 'Made' },
  closes: { id: 'operator.request.closes', defaultMessage: 'Takes files until' },
  closed: { id: 'operator.request.closed', defaultMessage: 'Took files until' },
  answers: { id: 'operator.request.answers', defaultMessage: 'Answers' },
  answersValue: {
    id: 'operator.request.answersValue',
    defaultMessage: '{count, plural, one {{answers} answer} other {{answers} answers}} · {size}',
  },
  removal: { id: 'operator.share.removal', defaultMessage: 'Removal' },
  link: { id: 'operator.share.link', defaultMessage: 'Link' },
  actions: { id: 'operator.actions.title', defaultMessage: 'Actions' },
  nothingLeft: { id: 'operator.actions.nothingLeft', defaultMessage: 'Nothing left to act on.' },
  confirm: {
    id: 'operator.requestTakeDown.confirm',
    defaultMessage:
      'Take request {code} down for everyone? Its answers will be deleted, and the person who made it will read your statement of reasons.',
  },
  done: {
    id: 'operator.requestTakeDown.done',
    defaultMessage: 'Request {code} was taken down. The person who made it can read your reasons.',
  },
  reasonsHint: {
    id: 'operator.requestTakeDown.reasonsHint',
    defaultMessage:
      'What was found and why it breaks the law or the terms. The person who made the request reads this.',
  },
});

function Facts({ request }: { request: OperatorFileRequest }) {
  const intl = useIntl();
  const ageOf = useAge();
  const statusWords = useRequestStatusWords();
  const categoryLabel = useCategoryLabel();
  return (
    <dl className={styles.facts}>
      <dt>{intl.formatMessage(messages.status)}</dt>
      <dd data-testid="operator-request-status">{statusWords(request.status)}</dd>
      <dt>{intl.formatMessage(messages.made)}</dt>
      <dd>
        <time dateTime={request.createdAt} title={formatExpiryTime(request.createdAt)}>
          {ageOf(request.createdAt)}
        </time>
      </dd>
      <dt>{intl.formatMessage(request.status === 'open' ? messages.closes : messages.closed)}</dt>
      <dd>
        <time dateTime={request.closesAt}>{formatExpiryTime(request.closesAt)}</time>
      </dd>
      <dt>{intl.formatMessage(messages.answers)}</dt>
      <dd data-testid="operator-request-answers">
        {intl.formatMessage(messages.answersValue, {
          count: request.answers,
          answers: String(request.answers),
          size: formatBytes(request.receivedBytes),
        })}
      </dd>
      {request.removal && (
        <>
          <dt>{intl.formatMessage(messages.removal)}</dt>
          <dd>
            {categoryLabel(request.removal.category)}
            <span className={styles.reasons}>{request.removal.reasons}</span>
          </dd>
        </>
      )}
      <dt>{intl.formatMessage(messages.link)}</dt>
      <dd className={styles.target}>{`/r/${request.link}`}</dd>
    </dl>
  );
}

/**
 * A reported file request: what the server knows of it, what it asks (decrypted here with the reported link's key),
 * and its takedown. `onChanged` reloads the report after one.
 */
export function RequestReview({
  report,
  request,
  onChanged,
}: {
  report: Report;
  request: OperatorFileRequest;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onDone = (next: Outcome) => {
    setOutcome(next);
    if (next?.tone === 'success') onChanged();
  };
  const words = {
    confirm: intl.formatMessage(messages.confirm, { code: request.code }),
    done: intl.formatMessage(messages.done, { code: request.code }),
    reasonsHint: intl.formatMessage(messages.reasonsHint),
  };
  return (
    <div className="stack" data-testid="operator-request">
      <section className={`card stack ${styles.panel}`} aria-labelledby="request-title">
        <h2 id="request-title" className={styles.sectionTitle}>
          <FormattedMessage
            id="operator.request.title"
            defaultMessage="File request {code}"
            values={{ code: <span className={styles.reference}>{request.code}</span> }}
          />
        </h2>
        <Facts request={request} />
        <ReportedRequestCard target={report.target} sealedCard={request.card} />
      </section>
      <section className={`card stack ${styles.panel}`} aria-labelledby="request-actions-title">
        <h2 id="request-actions-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.actions)}
        </h2>
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        {request.status === 'removed' ? (
          <p className={styles.muted}>{intl.formatMessage(messages.nothingLeft)}</p>
        ) : (
          <TakedownForm
            words={words}
            defaultCategory={report.category}
            takeDown={(category, reasons) => takeDownFileRequest(request.code, category, reasons)}
            onDone={onDone}
          />
        )}
      </section>
    </div>
  );
}
