import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { Button } from '../../components/button/button';
import { CheckingCode, FolderResult, LookupFailure, QrScanner, SharePasswordForm } from '../../features/receive';
import { CodeBoxes, emptyCode } from '../../components/code-boxes/code-boxes';
import { Dialog } from '../../components/dialog/dialog';
import { FeaturesLayout } from '../../features/feature-pages';
import { PageHeader } from '../../components/page-header/page-header';
import { useLookup } from '../../hooks/use-lookup';
import { ApiError, messageOf } from '../../lib/api/http';
import { fetchQrFolder, retrieveFolder, type RetrievedFolder } from '../../lib/api/folders';
import { FOLDER_CODE_LENGTH, isFolderCode } from '../../lib/sharing/folder-code';
import { passwordNeeded } from '../../lib/sharing/lookup-errors';
import { ReportLink } from '../../features/moderation';
import { codeFromShareUrl, isWebAddress } from '../../lib/sharing/qr-url';
import styles from './features-file-recovery-page.module.css';

/** What this page says (the browser tests look for the English; the first has no full stop). */
const INVALID_INPUT = defineMessages<Record<'invalidCode' | 'notSharecodeQr', NoMessageValues>>({
  invalidCode: { id: 'featuresFileRecovery.page.invalidCode', defaultMessage: 'Please enter a valid 4-digit code' },
  notSharecodeQr: {
    id: 'featuresFileRecovery.page.notSharecodeQr',
    defaultMessage: 'This QR code does not contain a Sharecode link.',
  },
});

/** A code or QR code the page refuses before asking the server; said in the page's language where it is shown. */
class InvalidInput extends Error {
  constructor(readonly reason: keyof typeof INVALID_INPUT) {
    super(INVALID_INPUT[reason].defaultMessage);
  }
}

function RecoveryError({ error }: { error: unknown }) {
  const intl = useIntl();
  if (error instanceof InvalidInput) {
    return (
      <p className={styles.error} role="alert" data-testid="recovery-error">
        {intl.formatMessage(INVALID_INPUT[error.reason])}
      </p>
    );
  }
  if (!(error instanceof ApiError)) {
    return (
      <p className={styles.error} role="alert" data-testid="recovery-error">
        <FormattedMessage
          id="featuresFileRecovery.page.networkError"
          defaultMessage="Something went wrong. Please try again."
        />
      </p>
    );
  }
  const explained = error.status === 404 || error.status === 410 || error.status === 429;
  return (
    <div className={styles.error} role="alert" data-testid="recovery-error">
      <p className={styles.errorHeadline}>
        {/* The error's own message is the sentence for its code in the page's language (the server's in English). */}
        {messageOf(error.body) === undefined ? (
          <FormattedMessage id="featuresFileRecovery.page.unknownCode" defaultMessage="Invalid code" />
        ) : (
          error.message
        )}
      </p>
      {explained && (
        <p>
          <LookupFailure error={error} />
        </p>
      )}
    </div>
  );
}

export default function FeaturesFileRecoveryPage() {
  const intl = useIntl();
  const [digits, setDigits] = useState(() => emptyCode(FOLDER_CODE_LENGTH));
  const [scanning, setScanning] = useState(false);
  const lookup = useLookup<RetrievedFolder>();
  const labelId = useId();
  const errorId = useId();
  const boxesWrap = useRef<HTMLDivElement>(null);
  const recovering = lookup.state.status === 'loading';
  const provingWork = lookup.state.status === 'loading' && lookup.state.provingWork === true;

  const recover = (event?: FormEvent) => {
    event?.preventDefault();
    const code = digits.join('');
    if (!isFolderCode(code)) {
      lookup.fail(new InvalidInput('invalidCode'));
      return;
    }
    void lookup.run((options) => retrieveFolder(code, options));
  };

  const fromQr = (decoded: string) => {
    setScanning(false);
    const code = codeFromShareUrl(decoded);
    if (code) setDigits(code.split(''));
    if (!isWebAddress(decoded)) {
      lookup.fail(new InvalidInput('notSharecodeQr'));
      return;
    }
    void lookup.run((options) => fetchQrFolder(decoded, options));
  };

  const reset = () => {
    setDigits(emptyCode(FOLDER_CODE_LENGTH));
    lookup.reset();
    boxesWrap.current?.querySelector('input')?.focus();
  };

  return (
    <FeaturesLayout>
      <PageHeader
        title={intl.formatMessage({ id: 'featuresFileRecovery.page.title', defaultMessage: 'File Recovery' })}
        lead={
          <FormattedMessage
            id="featuresFileRecovery.page.lead"
            defaultMessage="Enter the 4-digit code you were given, or scan the QR code, to get the shared files back."
          />
        }
      />

      <section
        className="card"
        aria-label={intl.formatMessage({ id: 'featuresFileRecovery.page.formLabel', defaultMessage: 'Recover files' })}
      >
        <form className={styles.form} onSubmit={recover} noValidate>
          <p id={labelId} className={styles.label}>
            <FormattedMessage id="featuresFileRecovery.page.codeLabel" defaultMessage="File code" />
          </p>
          <div ref={boxesWrap}>
            <CodeBoxes
              value={digits}
              onChange={setDigits}
              labelledBy={labelId}
              disabled={recovering}
              invalid={lookup.state.status === 'failed' && lookup.state.error instanceof InvalidInput}
              describedBy={lookup.state.status === 'failed' ? errorId : undefined}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" size="lg" disabled={recovering}>
              {recovering ? (
                <FormattedMessage id="featuresFileRecovery.page.recovering" defaultMessage="Recovering..." />
              ) : (
                <FormattedMessage id="featuresFileRecovery.page.recoverButton" defaultMessage="Recover Files" />
              )}
            </Button>
            {/* Scanning stays open while a code proves work: the QR is the way around the wait. */}
            <Button
              variant="secondary"
              size="lg"
              onClick={() => setScanning(true)}
              disabled={recovering && !provingWork}
            >
              <FormattedMessage id="featuresFileRecovery.page.scanButton" defaultMessage="Scan QR" />
            </Button>
            <Button variant="ghost" size="lg" onClick={reset}>
              <FormattedMessage id="featuresFileRecovery.page.resetButton" defaultMessage="Reset" />
            </Button>
          </div>
        </form>
        {provingWork && <CheckingCode className={styles.checking} />}
        <div id={errorId}>
          {lookup.state.status === 'failed' &&
            (passwordNeeded(lookup.state.error) ? (
              <SharePasswordForm
                wrong={passwordNeeded(lookup.state.error)!.wrong}
                onSubmit={lookup.retryWithPassword}
              />
            ) : (
              <RecoveryError error={lookup.state.error} />
            ))}
        </div>
      </section>

      {lookup.state.status === 'done' && (
        <section
          className={`card ${styles.result}`}
          aria-label={intl.formatMessage({
            id: 'featuresFileRecovery.page.resultLabel',
            defaultMessage: 'Recovered folder',
          })}
        >
          <FolderResult key={lookup.state.value.folderCode} folder={lookup.state.value} editable />
          <ReportLink target={lookup.state.value.folderUrl} />
        </section>
      )}

      <Dialog
        open={scanning}
        onClose={() => setScanning(false)}
        title={intl.formatMessage({ id: 'featuresFileRecovery.page.scanTitle', defaultMessage: 'Scan a QR code' })}
      >
        {scanning && <QrScanner onDecode={fromQr} autoStart />}
      </Dialog>
    </FeaturesLayout>
  );
}
