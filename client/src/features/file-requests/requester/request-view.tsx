import { useEffect, useId, useState } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/alert/alert';
import { Button, buttonClassName } from '../../../components/button/button';
import { ApiError } from '../../../lib/api/http';
import { KeyFormatError, TamperedError, UnsupportedFormatError, WrongKeyError } from '../../encryption';
import { useCategoryLabel } from '../../moderation';
import { AnswerItem } from './answer-item';
import { requestLink } from './create-request';
import { endFileRequest, removeRequestAnswer, type RequestAnswer, type RequestState } from './request-api';
import { ForgetRequest } from './forget-request';
import { RequestHandout } from './request-handout';
import { addRequestFromLink } from './requester-link';
import { RequesterLinkPanel } from './requester-link-panel';
import { requestNotes } from './request-words';
import { getRequest, type StoredRequest } from '../../../lib/platform/requests-database';
import { useRequestState } from './use-request-state';
import styles from './requester.module.css';

const messages = defineMessages<{
  loading: NoMessageValues;
  notHere: NoMessageValues;
  adding: NoMessageValues;
  added: { code: string };
  linkRefused: { code: string };
  backToRequests: NoMessageValues;
  asked: NoMessageValues;
  from: { name: string };
  openUntil: { time: string };
  ended: NoMessageValues;
  expired: NoMessageValues;
  removed: { category: string; reasons: string };
  end: NoMessageValues;
  ending: NoMessageValues;
  answersTitle: NoMessageValues;
  noAnswers: NoMessageValues;
  refusedKey: NoMessageValues;
  unknown: NoMessageValues;
  failed: { reason: string };
}>({
  loading: { id: 'fileRequests.view.loading', defaultMessage: 'Opening the request…' },
  notHere: {
    id: 'fileRequests.view.notHereOrAdded',
    defaultMessage:
      'This request is not on this device. Its files open only on the device that made it, and on those it was added to with its requester link.',
  },
  adding: { id: 'fileRequests.view.adding', defaultMessage: 'Adding the request to this device…' },
  added: {
    id: 'fileRequests.view.added',
    defaultMessage: 'Request {code} is now on this device too: the files sent to it open here.',
  },
  linkRefused: {
    id: 'fileRequests.view.linkRefused',
    defaultMessage:
      'This requester link does not open request {code}. Copy it again, whole, from the page that made the request.',
  },
  backToRequests: { id: 'fileRequests.view.backToRequests', defaultMessage: 'Your requests' },
  asked: { id: 'fileRequests.view.asked', defaultMessage: 'You asked' },
  from: { id: 'fileRequests.view.from', defaultMessage: 'Signed: {name}' },
  openUntil: { id: 'fileRequests.view.openUntil', defaultMessage: 'Open until {time}.' },
  ended: {
    id: 'fileRequests.view.ended',
    defaultMessage: 'Ended: no more files can be sent. Files already here stay until each one expires.',
  },
  expired: { id: 'fileRequests.view.expired', defaultMessage: 'Closed: its time ran out. No more files can be sent.' },
  removed: {
    id: 'fileRequests.view.removed',
    defaultMessage: "Removed by Sharecode's operators ({category}): {reasons}",
  },
  end: { id: 'fileRequests.view.end', defaultMessage: 'End request' },
  ending: { id: 'fileRequests.view.ending', defaultMessage: 'Ending…' },
  answersTitle: { id: 'fileRequests.view.answersTitle', defaultMessage: 'Files received' },
  noAnswers: {
    id: 'fileRequests.view.noAnswers',
    defaultMessage: 'Nothing has been sent yet. Keep this page open: files show here as they arrive.',
  },
  refusedKey: {
    id: 'fileRequests.view.refusedKey',
    defaultMessage: "The server refused this device's key for the request.",
  },
  unknown: { id: 'fileRequests.view.unknown', defaultMessage: 'The server no longer knows this request.' },
  failed: { id: 'fileRequests.view.failed', defaultMessage: 'Could not reach Sharecode: {reason}' },
});

function StatusLine({ state }: { state: RequestState }) {
  const intl = useIntl();
  const categoryLabel = useCategoryLabel();
  switch (state.status) {
    case 'open':
      return (
        <p className={styles.note} data-testid="request-status">
          {intl.formatMessage(messages.openUntil, {
            time: intl.formatDate(state.closesAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
      );
    case 'removed':
      return (
        <p className={styles.refused} data-testid="request-status">
          {intl.formatMessage(messages.removed, {
            category: categoryLabel(state.removal?.category),
            reasons: state.removal?.reasons ?? '',
          })}
        </p>
      );
    default:
      return (
        <p className={styles.note} data-testid="request-status">
          {intl.formatMessage(state.status === 'ended' ? messages.ended : messages.expired)}
        </p>
      );
  }
}

function problemOf(error: unknown, intl: ReturnType<typeof useIntl>): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 403) return intl.formatMessage(messages.refusedKey);
  if (error instanceof ApiError && error.status === 404) return intl.formatMessage(messages.unknown);
  const reason = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return intl.formatMessage(messages.failed, { reason });
}

/** Why a requester link added nothing: a secret or a card that does not fit, or the server's answer. */
function addProblemOf(error: unknown, code: string, intl: ReturnType<typeof useIntl>): string {
  const refused = error instanceof ApiError && error.status === 403;
  const unfit = error instanceof WrongKeyError || error instanceof TamperedError || error instanceof KeyFormatError;
  if (refused || unfit) return intl.formatMessage(messages.linkRefused, { code });
  // A link made by a newer Sharecode says so in its own words.
  if (error instanceof UnsupportedFormatError) return error.message;
  return problemOf(error, intl) ?? '';
}

/** The request once read from this device's store: its state, its answers as they arrive, End and Remove. */
function FollowedRequestView({ request, pollMs }: { request: StoredRequest; pollMs?: number }) {
  const intl = useIntl();
  const titleId = useId();
  const { state, error, refresh } = useRequestState(request, pollMs);
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());

  const act = async (what: string, run: () => Promise<void>) => {
    setBusy(what);
    setActionError(null);
    try {
      await run();
      refresh();
    } catch (failure) {
      setActionError(failure);
    } finally {
      setBusy(null);
    }
  };
  const end = () => act('end', () => endFileRequest(request.code, request.requesterKey));
  const remove = (answer: RequestAnswer) =>
    act(answer.id, async () => {
      await removeRequestAnswer(request.code, request.requesterKey, answer.id);
      setRemoved((before) => new Set([...before, answer.id]));
    });

  const open = state?.status === 'open';
  const answers = (state?.answers ?? []).filter((answer) => !removed.has(answer.id));
  const problem = problemOf(actionError ?? error, intl);

  return (
    <div className="stack">
      <section className={`card ${styles.panel}`}>
        <h2 className={styles.panelTitle}>{intl.formatMessage(messages.asked)}</h2>
        <blockquote className={styles.asked}>{request.message}</blockquote>
        {request.from && <p className={styles.muted}>{intl.formatMessage(messages.from, { name: request.from })}</p>}
        {state && <StatusLine state={state} />}
        {open && <RequestHandout code={request.code} link={requestLink(request)} />}
        <p className={styles.warning}>
          <FormattedMessage {...requestNotes.notScanned} />
        </p>
        {open && (
          <div>
            <Button variant="danger" disabled={busy !== null} onClick={() => void end()}>
              {intl.formatMessage(busy === 'end' ? messages.ending : messages.end)}
            </Button>
          </div>
        )}
        <ForgetRequest code={request.code} />
        {problem && <Alert tone="error">{problem}</Alert>}
      </section>

      <RequesterLinkPanel request={request} />

      <section className="stack" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.panelTitle}>
          {intl.formatMessage(messages.answersTitle)}
        </h2>
        {state && answers.length === 0 && <p className={styles.muted}>{intl.formatMessage(messages.noAnswers)}</p>}
        {answers.length > 0 && (
          <ul className={styles.list}>
            {answers.map((answer) => (
              <AnswerItem
                key={answer.id}
                request={request}
                answer={answer}
                onRemove={(chosen) => void remove(chosen)}
                removing={busy === answer.id}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export interface RequestViewProps {
  code: string;
  /** How often its state is read while the page is shown. */
  pollMs?: number;
}

/**
 * `/request/{code}`: a request made on this device, followed as files are sent to it. Opened through a requester
 * link (the secret after `#`), it first adds the request to this device, then drops the secret from the address.
 */
export function RequestView({ code, pollMs }: RequestViewProps) {
  const intl = useIntl();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [request, setRequest] = useState<StoredRequest | null | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const [addFailure, setAddFailure] = useState<unknown>(null);
  // Read once: the address loses its secret as soon as the request is here.
  const [secret] = useState(() => hash.slice(1));
  useEffect(() => {
    let current = true;
    const find = async (): Promise<StoredRequest | null> => {
      const found = await getRequest(code).catch(() => undefined);
      if (found || !secret) return found ?? null;
      setAdding(true);
      const fromLink = await addRequestFromLink(code, secret);
      if (current) setAdded(true);
      return fromLink;
    };
    find().then(
      (found) => {
        if (!current) return;
        setRequest(found);
        if (found && secret) void navigate({ hash: '' }, { replace: true });
      },
      (failure: unknown) => {
        if (!current) return;
        setAddFailure(failure);
        setRequest(null);
      },
    );
    return () => {
      current = false;
    };
  }, [code, secret, navigate]);

  if (request === undefined)
    return (
      <p className={styles.muted} role="status">
        {intl.formatMessage(adding ? messages.adding : messages.loading)}
      </p>
    );
  if (request === null)
    return (
      <section className={`card ${styles.panel}`} data-testid="request-not-here">
        {addFailure ? (
          <Alert tone="error">{addProblemOf(addFailure, code, intl)}</Alert>
        ) : (
          <p>{intl.formatMessage(messages.notHere)}</p>
        )}
        <p className={styles.actions}>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/request">
            {intl.formatMessage(messages.backToRequests)}
          </Link>
        </p>
      </section>
    );
  return (
    <div className="stack">
      {added && <Alert tone="success">{intl.formatMessage(messages.added, { code })}</Alert>}
      <FollowedRequestView request={request} pollMs={pollMs} />
    </div>
  );
}
