import { useEffect, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { UploadedFolder } from '../../lib/api/folders';
import { describeRetention, describeRetentionAfterArrival, formatExpiryTime } from '../../lib/sharing/share-expiry';
import { useCopyFeedback } from '../../hooks/use-copy-feedback';
import { useExpiryLabel } from '../../hooks/use-expiry-label';
import { Alert } from '../../components/alert/alert';
import { Button, buttonClassName } from '../../components/button/button';
import { SpelledDigits } from '../../components/spelled-digits/spelled-digits';
import { qrFileName, shareQrCode, SHARE_MESSAGES } from './share-qr';
import { useShareArrival } from './share-arrival';
import { DirectOnlyNote } from './direct-only-note';
import styles from './share-details.module.css';

/** The feature page's copy alerts. */
const messages = defineMessages({
  copySuccess: { id: 'send.shareDetails.copySuccessAlert', defaultMessage: 'URL copied to clipboard!' },
  copyFailure: { id: 'send.shareDetails.copyFailureAlert', defaultMessage: 'Failed to copy!' },
});
const ALERT_MS = 3000;

export interface ShareDetailsProps {
  result: UploadedFolder;
  /**
   * `indicator`: the Copy URL button reads "Copied!" for 2 s (/data-sharing);
   * `alerts`: "URL copied to clipboard!" / "Failed to copy!" messages (/features/file-sharing).
   */
  copyFeedback?: 'indicator' | 'alerts';
  /** This device is still sending its files (so its retention has not started). */
  sending?: boolean;
  /** Extra content under the actions, e.g. links to social networks. */
  children?: ReactNode;
}

/**
 * What a sender needs after sharing: the QR, the code, the URL, copy, share, download QR and the expiry; while its
 * files are still arriving, that its retention starts once the last one has; for a share sent directly only, that
 * it lives only while this page is open.
 */
export function ShareDetails({ result, copyFeedback = 'indicator', sending = false, children }: ShareDetailsProps) {
  const intl = useIntl();
  const { copied, copy } = useCopyFeedback();
  const [copyAlert, setCopyAlert] = useState<'success' | 'failure' | null>(null);
  const [shareMessage, setShareMessage] = useState<'unsupported' | 'failed' | null>(null);
  const { arriving, expiresAt } = useShareArrival(result, sending);
  const expiresIn = useExpiryLabel(arriving ? undefined : expiresAt);

  useEffect(() => {
    if (copyAlert !== 'success') return;
    const timer = setTimeout(() => setCopyAlert(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [copyAlert]);

  const onCopy = async () => {
    const ok = await copy(result.folderUrl);
    if (copyFeedback === 'alerts') setCopyAlert(ok ? 'success' : 'failure');
  };

  const onShare = async () => {
    setShareMessage(null);
    const outcome = await shareQrCode(result);
    if (outcome === 'unsupported' || outcome === 'failed') setShareMessage(outcome);
  };

  return (
    <div className={styles.details} data-arrival={arriving ? 'arriving' : 'arrived'}>
      <div className={styles.top}>
        <img
          className={styles.qr}
          src={result.qrCode}
          alt={intl.formatMessage(
            { id: 'send.shareDetails.qrAlt', defaultMessage: 'QR code for folder {code}' },
            { code: result.folderCode },
          )}
          width={180}
          height={180}
        />
        <dl className={styles.facts}>
          <div>
            <dt>
              <FormattedMessage id="send.shareDetails.codeLabel" defaultMessage="Folder code" />
            </dt>
            <dd className={styles.code}>
              {/* Seen whole, left to right in any language; heard digit by digit. */}
              <SpelledDigits digits={result.folderCode} testId="folder-code" />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="send.shareDetails.urlLabel" defaultMessage="Folder URL" />
            </dt>
            <dd>
              <a
                className={styles.url}
                href={result.folderUrl}
                target="_blank"
                rel="noopener"
                dir="ltr"
                data-testid="folder-url"
              >
                {result.folderUrl}
              </a>
            </dd>
          </div>
          {arriving && (
            <div>
              <dt>
                <FormattedMessage id="send.shareDetails.expiryLabel" defaultMessage="Expiry" />
              </dt>
              <dd data-testid="expiry" data-arriving="">
                {describeRetentionAfterArrival(result.retention)}
              </dd>
            </div>
          )}
          {!arriving && expiresIn && (
            <div>
              <dt>
                <FormattedMessage id="send.shareDetails.expiryLabel" defaultMessage="Expiry" />
              </dt>
              <dd>
                <time dateTime={expiresAt} title={formatExpiryTime(expiresAt)} data-testid="expiry">
                  {expiresIn[0].toUpperCase() + expiresIn.slice(1)}
                </time>
                <span className={styles.muted}>
                  {' '}
                  <FormattedMessage
                    id="send.shareDetails.expiryTime"
                    defaultMessage="({time})"
                    values={{ time: formatExpiryTime(expiresAt) }}
                  />
                </span>
                {describeRetention(result.retention) && (
                  <span className={styles.retention}>{describeRetention(result.retention)}</span>
                )}
              </dd>
            </div>
          )}
        </dl>
      </div>

      {result.directOnly && <DirectOnlyNote />}

      <div className={styles.actions}>
        <Button variant="primary" onClick={() => void onCopy()}>
          {copyFeedback === 'indicator' && copied ? (
            <FormattedMessage id="send.shareDetails.copiedButton" defaultMessage="Copied!" />
          ) : (
            <FormattedMessage id="send.shareDetails.copyButton" defaultMessage="Copy URL" />
          )}
        </Button>
        <span className="visually-hidden" role="status">
          {copyFeedback === 'indicator' && copied
            ? intl.formatMessage({ id: 'send.shareDetails.copiedStatus', defaultMessage: 'URL copied' })
            : ''}
        </span>
        <Button variant="secondary" onClick={() => void onShare()}>
          <FormattedMessage id="send.shareDetails.shareButton" defaultMessage="Share" />
        </Button>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={result.qrCode}
          download={qrFileName(result.folderCode)}
        >
          <FormattedMessage id="send.shareDetails.downloadQrButton" defaultMessage="Download QR" />
        </a>
      </div>

      {copyAlert === 'success' && <Alert tone="success">{intl.formatMessage(messages.copySuccess)}</Alert>}
      {copyAlert === 'failure' && (
        <Alert tone="error" onDismiss={() => setCopyAlert(null)}>
          {intl.formatMessage(messages.copyFailure)}
        </Alert>
      )}
      {shareMessage && (
        <Alert tone="warning" onDismiss={() => setShareMessage(null)}>
          {intl.formatMessage(SHARE_MESSAGES[shareMessage])}
        </Alert>
      )}
      {children}
    </div>
  );
}
