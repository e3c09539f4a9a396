import { useEffect, useState } from 'react';
import { defineMessages, type MessageDescriptor, type NoMessageValues, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { PageHeader } from '../../components/page-header/page-header';
import { AnswerRequest, openRequestLink, type OpenedRequest } from '../../features/file-requests';
import { ApiError } from '../../lib/api/http';
import { explainLookupFailure } from '../../lib/sharing/lookup-errors';
import styles from './answer-page.module.css';

const messages = defineMessages<{
  title: NoMessageValues;
  opening: NoMessageValues;
  alteredTitle: NoMessageValues;
  altered: NoMessageValues;
  unknownTitle: NoMessageValues;
  unknown: NoMessageValues;
  endedTitle: NoMessageValues;
  expiredTitle: NoMessageValues;
  removedTitle: NoMessageValues;
  gone: NoMessageValues;
  badLinkTitle: NoMessageValues;
  badKey: NoMessageValues;
  failedTitle: NoMessageValues;
  checkTitle: { number: string };
  check: NoMessageValues;
}>({
  title: { id: 'fileRequests.answerPage.title', defaultMessage: 'Send files' },
  opening: { id: 'fileRequests.answerPage.opening', defaultMessage: 'Opening the request…' },
  alteredTitle: {
    id: 'fileRequests.answerPage.alteredTitle',
    defaultMessage: 'This request was altered on its way to you',
  },
  altered: {
    id: 'fileRequests.answerPage.altered',
    defaultMessage: 'Nothing was sent. Ask for the link again.',
  },
  unknownTitle: { id: 'fileRequests.answerPage.unknownTitle', defaultMessage: 'No request at this link' },
  unknown: {
    id: 'fileRequests.answerPage.unknown',
    defaultMessage: 'The link may be incomplete. Ask the person who asked for the link again.',
  },
  endedTitle: { id: 'fileRequests.answerPage.endedTitle', defaultMessage: 'This request has ended' },
  expiredTitle: { id: 'fileRequests.answerPage.expiredTitle', defaultMessage: 'This request has closed' },
  removedTitle: {
    id: 'fileRequests.answerPage.removedTitle',
    defaultMessage: "This request was removed by Sharecode's operators",
  },
  gone: { id: 'fileRequests.answerPage.gone', defaultMessage: 'It takes no more files.' },
  badLinkTitle: { id: 'fileRequests.answerPage.badLinkTitle', defaultMessage: 'This is not a valid request link' },
  badKey: {
    id: 'fileRequests.answerPage.badKey',
    defaultMessage:
      'The key at the end of this link is missing or mistyped. Open the whole link, or scan the QR code again.',
  },
  failedTitle: { id: 'fileRequests.answerPage.failedTitle', defaultMessage: 'The request could not be opened' },
  checkTitle: { id: 'fileRequests.answerPage.checkTitle', defaultMessage: 'Check number: {number}' },
  check: {
    id: 'fileRequests.answerPage.check',
    defaultMessage:
      'The page of the person who asked shows a number too. If it is not the same, this request did not come from them: send nothing, and ask them for the link.',
  },
});

type Shown = { kind: 'opening' } | OpenedRequest | { kind: 'failed'; error: unknown };

/** How long the page waits before it asks again for a request the server could not be reached for. */
const RETRY_UNREACHABLE_MS = 5_000;

/** The server was not reached, or could not answer for now (not a refusal that asking again would repeat). */
function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof ApiError && error.status >= 500);
}

const GONE_TITLES: Record<'ended' | 'expired' | 'removed', MessageDescriptor> = {
  ended: messages.endedTitle,
  expired: messages.expiredTitle,
  removed: messages.removedTitle,
};

/** Why a request did not open: a title and what to do. */
function failureOf(shown: Exclude<Shown, { kind: 'opening' | 'open' }>): {
  title: MessageDescriptor;
  text: MessageDescriptor | string;
} {
  switch (shown.kind) {
    case 'altered':
      return { title: messages.alteredTitle, text: messages.altered };
    case 'unknown':
      return { title: messages.unknownTitle, text: messages.unknown };
    case 'gone':
      return { title: GONE_TITLES[shown.reason], text: messages.gone };
    case 'bad-link':
      return { title: messages.badLinkTitle, text: messages.unknown };
    case 'bad-key':
      return { title: messages.badLinkTitle, text: messages.badKey };
    case 'failed':
      return { title: messages.failedTitle, text: explainLookupFailure(shown.error) };
  }
}

/**
 * `/r/{code}-{linkKey}#K`: where someone asked for files sends them, from the request's link or its QR code. The
 * key after `#` never reaches a server; the request's card opens with it here, before anything is encrypted or sent.
 */
export default function AnswerPage() {
  const intl = useIntl();
  const { pathname, hash, state } = useLocation() as { pathname: string; hash: string; state: unknown };
  // Set when the request was opened by its code: the number its requester's page shows too.
  const check = (state as { checkNumber?: unknown } | null)?.checkNumber;
  const link = `${pathname}${hash}`;
  // What the link came to, for the link it was opened from: another link is still opening.
  const [opened, setOpened] = useState<{ link: string; shown: Shown } | null>(null);
  const shown: Shown = opened?.link === link ? opened.shown : { kind: 'opening' };

  // Tried again while the server could not be reached: an answer queued here goes on meanwhile, and shows once it is.
  const [attempt, setAttempt] = useState(0);
  const unreachable = shown.kind === 'failed' && isUnreachable(shown.error);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (value: Shown) => !controller.signal.aborted && setOpened({ link, shown: value });
    openRequestLink(link, controller.signal).then(settle, (error: unknown) => settle({ kind: 'failed', error }));
    return () => controller.abort();
  }, [link, attempt]);

  useEffect(() => {
    if (!unreachable) return;
    const retry = () => setAttempt((n) => n + 1);
    const timer = setTimeout(retry, RETRY_UNREACHABLE_MS);
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [unreachable, attempt]);

  return (
    <div className={`container page ${styles.page}`}>
      <PageHeader title={intl.formatMessage(messages.title)} />
      {shown.kind === 'opening' && <p role="status">{intl.formatMessage(messages.opening)}</p>}
      {shown.kind === 'open' && typeof check === 'string' && (
        <Alert tone="info" title={intl.formatMessage(messages.checkTitle, { number: check })}>
          <p data-testid="check-number">{intl.formatMessage(messages.check)}</p>
        </Alert>
      )}
      {shown.kind === 'open' && <AnswerRequest request={shown.request} />}
      {shown.kind !== 'opening' && shown.kind !== 'open' && <Failure shown={shown} />}
    </div>
  );
}

function Failure({ shown }: { shown: Exclude<Shown, { kind: 'opening' | 'open' }> }) {
  const intl = useIntl();
  const { title, text } = failureOf(shown);
  return (
    <Alert tone="error" title={intl.formatMessage(title)}>
      <p data-testid="answer-failure" data-kind={shown.kind}>
        {typeof text === 'string' ? text : intl.formatMessage(text)}
      </p>
    </Alert>
  );
}
