import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/alert/alert';
import { Button, buttonClassName } from '../../../components/button/button';
import { TextField } from '../../../components/text-field/text-field';
import { RetentionChoice } from '../../send';
import { createRequest, type MadeRequest } from './create-request';
import type { RequestRetention } from './request-api';
import { RequestHandout } from './request-handout';
import { RequesterLinkPanel } from './requester-link-panel';
import { REQUEST_RETENTIONS, requestNotes, retentionWords } from './request-words';
import { requestPagePath } from './request-page-path';
import styles from './requester.module.css';

/** The card's limits (docs/design/file-requests.md §1.3): longer would be refused when sealed. */
const MESSAGE_MAX_LENGTH = 1000;
const FROM_MAX_LENGTH = 100;
const BYTES_PER_MB = 1_000_000;

const messages = defineMessages<{
  messageLabel: NoMessageValues;
  messageHint: NoMessageValues;
  messageMissing: NoMessageValues;
  messageTooLong: { max: number };
  fromLabel: NoMessageValues;
  fromHint: NoMessageValues;
  fromTooLong: { max: number };
  retentionLegend: NoMessageValues;
  sizeCapLabel: NoMessageValues;
  sizeCapHint: NoMessageValues;
  sizeCapInvalid: NoMessageValues;
  submit: NoMessageValues;
  creating: NoMessageValues;
  createdTitle: NoMessageValues;
  openRequest: NoMessageValues;
  another: NoMessageValues;
  failed: { reason: string };
}>({
  messageLabel: { id: 'fileRequests.form.messageLabel', defaultMessage: 'What do you need?' },
  messageHint: {
    id: 'fileRequests.form.messageHint',
    defaultMessage: 'Shown to the people you ask, for example "The signed contract and your ID scan".',
  },
  messageMissing: { id: 'fileRequests.form.messageMissing', defaultMessage: 'Say what files you need.' },
  messageTooLong: {
    id: 'fileRequests.form.messageTooLong',
    defaultMessage: 'Keep it to {max} characters or fewer.',
  },
  fromLabel: { id: 'fileRequests.form.fromLabel', defaultMessage: 'Your name (optional)' },
  fromHint: { id: 'fileRequests.form.fromHint', defaultMessage: 'So they know who is asking.' },
  fromTooLong: { id: 'fileRequests.form.fromTooLong', defaultMessage: 'Keep your name to {max} characters or fewer.' },
  retentionLegend: { id: 'fileRequests.form.retentionLegend', defaultMessage: 'Keep the request open for' },
  sizeCapLabel: { id: 'fileRequests.form.sizeCapLabel', defaultMessage: 'Size limit in MB (optional)' },
  sizeCapHint: {
    id: 'fileRequests.form.sizeCapHint',
    defaultMessage: 'All files sent to this request together; leave empty for no limit of your own.',
  },
  sizeCapInvalid: { id: 'fileRequests.form.sizeCapInvalid', defaultMessage: 'Enter a whole number of MB above 0.' },
  submit: { id: 'fileRequests.form.submit', defaultMessage: 'Create request' },
  creating: { id: 'fileRequests.form.creating', defaultMessage: 'Creating…' },
  createdTitle: { id: 'fileRequests.form.createdTitle', defaultMessage: 'Your request is ready' },
  openRequest: { id: 'fileRequests.form.openRequest', defaultMessage: 'See the files as they arrive' },
  another: { id: 'fileRequests.form.another', defaultMessage: 'Ask for other files' },
  failed: { id: 'fileRequests.form.failed', defaultMessage: 'The request could not be created: {reason}' },
});

type Problems = Partial<Record<'message' | 'from' | 'sizeCap', string>>;

export interface CreateRequestFormProps {
  /** A request was made and kept on this device. */
  onCreated?: (made: MadeRequest) => void;
}

/**
 * Asking for files: what is needed, who asks, how long the request stays open and an optional size limit; once
 * made, its code, link and QR, and where to watch the files arrive.
 */
export function CreateRequestForm({ onCreated }: CreateRequestFormProps) {
  const intl = useIntl();
  const id = useId();
  const [message, setMessage] = useState('');
  const [from, setFrom] = useState('');
  const [retention, setRetention] = useState<RequestRetention>('24h');
  const [sizeCap, setSizeCap] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<MadeRequest | null>(null);

  const check = (): Problems => {
    const found: Problems = {};
    if (!message.trim()) found.message = intl.formatMessage(messages.messageMissing);
    else if (message.length > MESSAGE_MAX_LENGTH)
      found.message = intl.formatMessage(messages.messageTooLong, { max: MESSAGE_MAX_LENGTH });
    if (from.length > FROM_MAX_LENGTH) found.from = intl.formatMessage(messages.fromTooLong, { max: FROM_MAX_LENGTH });
    if (sizeCap.trim() && !/^[1-9]\d{0,6}$/.test(sizeCap.trim()))
      found.sizeCap = intl.formatMessage(messages.sizeCapInvalid);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const request = await createRequest({
        message: message.trim(),
        from: from.trim(),
        retention,
        sizeCap: sizeCap.trim() ? Number(sizeCap.trim()) * BYTES_PER_MB : null,
      });
      setMade(request);
      onCreated?.(request);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setFailure(intl.formatMessage(messages.failed, { reason }));
    } finally {
      setBusy(false);
    }
  };

  if (made)
    return (
      <>
        <section className={`card ${styles.panel}`} aria-labelledby={`${id}-made`} data-testid="request-made">
          <h2 id={`${id}-made`} className={styles.panelTitle}>
            <FormattedMessage {...messages.createdTitle} />
          </h2>
          <RequestHandout code={made.request.code} link={made.link} />
          <p className={styles.warning}>
            <FormattedMessage {...requestNotes.notScanned} />
          </p>
          <p className={styles.actions}>
            <Link className={buttonClassName()} to={requestPagePath(made.request.code)}>
              <FormattedMessage {...messages.openRequest} />
            </Link>
            <Button variant="secondary" onClick={() => setMade(null)}>
              <FormattedMessage {...messages.another} />
            </Button>
          </p>
        </section>
        <RequesterLinkPanel request={made.request} />
      </>
    );

  const fieldError = (field: keyof Problems) =>
    problems[field] && (
      <p id={`${id}-${field}-error`} className="field-error" role="alert">
        {problems[field]}
      </p>
    );

  return (
    <form className={`card ${styles.panel} stack`} onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-message`}>{intl.formatMessage(messages.messageLabel)}</label>
        <textarea
          id={`${id}-message`}
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={`${id}-message-hint${problems.message ? ` ${id}-message-error` : ''}`}
        />
        <p id={`${id}-message-hint`} className="hint">
          {intl.formatMessage(messages.messageHint)}
        </p>
        {fieldError('message')}
      </div>
      <TextField
        id={`${id}-from`}
        label={intl.formatMessage(messages.fromLabel)}
        hint={intl.formatMessage(messages.fromHint)}
        value={from}
        autoComplete="name"
        onChange={(event) => setFrom(event.target.value)}
        aria-invalid={problems.from ? true : undefined}
      />
      {fieldError('from')}
      <RetentionChoice<RequestRetention>
        value={retention}
        onChange={setRetention}
        disabled={busy}
        choices={{
          legend: intl.formatMessage(messages.retentionLegend),
          options: REQUEST_RETENTIONS.map((value) => ({
            value,
            label: intl.formatMessage(retentionWords[value].label),
            hint: intl.formatMessage(retentionWords[value].hint),
          })),
        }}
      />
      <TextField
        id={`${id}-cap`}
        label={intl.formatMessage(messages.sizeCapLabel)}
        hint={intl.formatMessage(messages.sizeCapHint)}
        inputMode="numeric"
        value={sizeCap}
        onChange={(event) => setSizeCap(event.target.value)}
        aria-invalid={problems.sizeCap ? true : undefined}
      />
      {fieldError('sizeCap')}
      <p className={styles.warning}>
        <FormattedMessage {...requestNotes.notScanned} />
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <Button type="submit" disabled={busy}>
          {intl.formatMessage(busy ? messages.creating : messages.submit)}
        </Button>
      </div>
    </form>
  );
}
